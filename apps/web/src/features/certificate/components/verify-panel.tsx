import { Result } from 'antd';
import { formatMinutes } from '@zyz/domain';
import { CodeLookup } from '../../../components/code-lookup';
import { VerifiedRecord } from '../../../components/verified-record';
import { formatChinaDateTime } from '../../../lib/china-time';
import { useVerifyCertificate } from '../api/verify-certificate';

/** Looks a code up and says whether the certificate is genuine, showing what it certifies. */
export function VerifyPanel({ code, onCode }: { code: string; onCode: (code: string) => void }) {
  return (
    <CodeLookup
      code={code}
      onCode={onCode}
      result={useVerifyCertificate(code)}
      placeholder="输入证明上的20位验证码"
      testId="certificate-verify"
    >
      {(data) =>
        data.genuine ? (
          <VerifiedRecord
            status="success"
            title="证明真实有效"
            subTitle="以下为平台存档的证明内容"
            testId="certificate-genuine"
            hasFixedLabels
            fields={[
              ['证明编号', data.number],
              ['志愿者', data.name],
              ['服务日期', `${data.beginDate} 至 ${data.endDate}`],
              ['服务时长', formatMinutes(data.totalMinutes)],
              ['出具单位', data.issuer],
              ['开具时间', formatChinaDateTime(data.issuedAt)],
            ]}
          />
        ) : (
          <Result
            status="warning"
            title="未查到该证明"
            subTitle="验证码不存在或证明内容与存档不符，请核对验证码；该证明不能作为有效凭证。"
            data-testid="certificate-not-genuine"
          />
        )
      }
    </CodeLookup>
  );
}
