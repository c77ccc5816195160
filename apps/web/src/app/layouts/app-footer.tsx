import { theme } from 'antd';
import { useDistrictDomain } from '../../features/site/api/district-domain';
import { shellLayout } from '../theme';

/** Spec §9: the customer-service line, shown even before the site settings arrive. */
const SERVICE_PHONE = '12355';

/** 41px footer on a desktop (one line); on a phone the items wrap onto a few short lines. */
export function AppFooter() {
  const { token } = theme.useToken();
  const { data } = useDistrictDomain();
  const phone = data?.servicePhone || SERVICE_PHONE;
  const items = [
    data?.sponsors.length ? <span key="s">主办单位：{data.sponsors.join('　')}</span> : null,
    <span key="p">
      服务热线：
      <a href={`tel:${phone}`} style={{ color: 'inherit' }}>
        {phone}
      </a>
    </span>,
    data?.mailbox ? (
      <span key="m">
        服务邮箱：
        <a href={`mailto:${data.mailbox}`} style={{ color: 'inherit' }}>
          {data.mailbox}
        </a>
      </span>
    ) : null,
    data?.icpFilling ? (
      <a
        key="i"
        href="https://beian.miit.gov.cn/"
        target="_blank"
        rel="noreferrer"
        style={{ color: 'inherit' }}
      >
        {data.icpFilling}
      </a>
    ) : null,
  ].filter(Boolean);

  return (
    <footer
      data-testid="app-footer"
      style={{
        boxSizing: 'border-box',
        minHeight: 41,
        padding: shellLayout.footerPadding,
        background: shellLayout.footerBg,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
      }}
    >
      {/* Dimmed as a whole, so the dark footer background keeps its full strength. */}
      <div
        style={{
          display: 'flex',
          flexWrap: 'wrap',
          justifyContent: 'center',
          columnGap: token.marginLG,
          rowGap: token.marginXXS,
          fontSize: token.fontSizeSM,
          lineHeight: `${Math.round(token.lineHeightSM * token.fontSizeSM)}px`,
          textAlign: 'center',
          color: token.colorTextLightSolid,
          opacity: 0.8,
        }}
      >
        {items}
      </div>
    </footer>
  );
}
