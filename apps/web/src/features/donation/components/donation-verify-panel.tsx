import { Descriptions, Result, theme } from 'antd';
import { CodeLookup } from '../../../components/code-lookup';
import { formatChinaDateTime } from '../../../lib/china-time';
import { useVerifyDonation } from '../api/donations';

/** Looks a donation certificate up by its code and says whether it is genuine. */
export function DonationVerifyPanel({
  code,
  onCode,
}: {
  code: string;
  onCode: (code: string) => void;
}) {
  const { token } = theme.useToken();
  return (
    <CodeLookup
      code={code}
      onCode={onCode}
      result={useVerifyDonation(code)}
      placeholder="输入证书上的20位验证码"
      testId="donation-verify"
    >
      {(d) =>
        d.genuine ? (
          <Result
            status={d.isVoid ? 'warning' : 'success'}
            title={d.isVoid ? '该捐赠记录已被受赠组织作废，证书不再有效' : '捐赠证书真实有效'}
            subTitle="以下为平台存档的证书内容"
            style={{ paddingInline: 0 }}
            styles={{ body: { padding: token.paddingSM } }}
            data-testid={d.isVoid ? 'donation-void' : 'donation-genuine'}
          >
            <Descriptions
              column={1}
              size="small"
              bordered
              styles={{ label: { whiteSpace: 'nowrap', width: '6em' } }}
            >
              <Descriptions.Item label="证书编号">{d.number}</Descriptions.Item>
              <Descriptions.Item label="捐赠人">{d.donorName}</Descriptions.Item>
              <Descriptions.Item label="捐赠内容">{d.description}</Descriptions.Item>
              <Descriptions.Item label="捐赠日期">{d.donatedOn}</Descriptions.Item>
              <Descriptions.Item label="捐赠用途">{d.purpose}</Descriptions.Item>
              <Descriptions.Item label="受赠组织">{d.organisation}</Descriptions.Item>
              <Descriptions.Item label="出具单位">{d.issuer}</Descriptions.Item>
              <Descriptions.Item label="开具时间">
                {formatChinaDateTime(d.issuedAt)}
              </Descriptions.Item>
            </Descriptions>
          </Result>
        ) : (
          <Result
            status="warning"
            title="未查到该证书"
            subTitle="验证码不存在或证书内容与存档不符，请核对验证码；该证书不能作为有效凭证。"
            data-testid="donation-not-genuine"
          />
        )
      }
    </CodeLookup>
  );
}
