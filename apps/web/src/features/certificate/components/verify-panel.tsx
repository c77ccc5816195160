import { Descriptions, Result, theme } from 'antd';
import { formatMinutes } from '@zyz/domain';
import { CodeLookup } from '../../../components/code-lookup';
import { formatChinaDateTime } from '../../../lib/china-time';
import { useVerifyCertificate } from '../api/verify-certificate';

/** Looks a code up and says whether the certificate is genuine, showing what it certifies. */
export function VerifyPanel({ code, onCode }: { code: string; onCode: (code: string) => void }) {
  const { token } = theme.useToken();
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
          <Result
            status="success"
            title="证明真实有效"
            subTitle="以下为平台存档的证明内容"
            style={{ paddingInline: 0 }}
            styles={{ body: { padding: token.paddingSM } }}
            data-testid="certificate-genuine"
          >
            <Descriptions
              column={1}
              size="small"
              bordered
              styles={{ label: { whiteSpace: 'nowrap', width: '6em' } }}
            >
              <Descriptions.Item label="证明编号">{data.number}</Descriptions.Item>
              <Descriptions.Item label="志愿者">{data.name}</Descriptions.Item>
              <Descriptions.Item label="服务日期">
                {data.beginDate} 至 {data.endDate}
              </Descriptions.Item>
              <Descriptions.Item label="服务时长">
                {formatMinutes(data.totalMinutes)}
              </Descriptions.Item>
              <Descriptions.Item label="出具单位">{data.issuer}</Descriptions.Item>
              <Descriptions.Item label="开具时间">
                {formatChinaDateTime(data.issuedAt)}
              </Descriptions.Item>
            </Descriptions>
          </Result>
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
