import { Link } from 'react-router';
import { theme } from 'antd';
import { paths } from '../../lib/paths';

/** The red heart-in-hand mark and the platform name; drawn inline so it needs no image request. */
export function BrandLogo() {
  const { token } = theme.useToken();
  return (
    <Link
      to={paths.home}
      aria-label="志愿服务平台首页"
      style={{ display: 'flex', alignItems: 'center', gap: token.marginXS, flexShrink: 0 }}
    >
      <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true">
        <rect width="32" height="32" rx="8" fill={token.colorPrimary} />
        <path
          d="M16 24.5s-7.5-4.6-7.5-10.2A4.3 4.3 0 0 1 16 11.6a4.3 4.3 0 0 1 7.5 2.7c0 5.6-7.5 10.2-7.5 10.2z"
          fill={token.colorTextLightSolid}
        />
      </svg>
      {/* Below 576 px only the mark shows (main-nav.css): the header's buttons need the room. */}
      <span
        className="brand-name"
        style={{
          color: token.colorPrimary,
          fontSize: token.fontSizeXL,
          fontWeight: token.fontWeightStrong,
          whiteSpace: 'nowrap',
          letterSpacing: 1,
        }}
      >
        志愿服务平台
      </span>
    </Link>
  );
}
