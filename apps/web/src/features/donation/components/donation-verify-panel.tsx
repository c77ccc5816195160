import { Result } from 'antd';
import { CodeLookup } from '../../../components/code-lookup';
import { VerifiedRecord } from '../../../components/verified-record';
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
          <VerifiedRecord
            status={d.isVoid ? 'warning' : 'success'}
            title={d.isVoid ? '该捐赠记录已被受赠组织作废，证书不再有效' : '捐赠证书真实有效'}
            subTitle="以下为平台存档的证书内容"
            testId={d.isVoid ? 'donation-void' : 'donation-genuine'}
            hasFixedLabels
            fields={[
              ['证书编号', d.number],
              ['捐赠人', d.donorName],
              ['捐赠内容', d.description],
              ['捐赠日期', d.donatedOn],
              ['捐赠用途', d.purpose],
              ['受赠组织', d.organisation],
              ['出具单位', d.issuer],
              ['开具时间', formatChinaDateTime(d.issuedAt)],
            ]}
          />
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
