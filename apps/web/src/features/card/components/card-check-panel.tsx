import { Descriptions, Result, theme } from 'antd';
import { CodeLookup } from '../../../components/code-lookup';
import { useCardCheck } from '../api/card';

const stars = (n: number) => (n > 0 ? '★'.repeat(n) : '未评星');

/** Checks a card by its code (the card's QR code opens /card?check=): valid or not, public fields. */
export function CardCheckPanel({ code, onCode }: { code: string; onCode: (code: string) => void }) {
  const { token } = theme.useToken();
  return (
    <CodeLookup
      code={code}
      onCode={onCode}
      result={useCardCheck(code)}
      placeholder="输入志愿者证查验码，或扫描证上的二维码"
      testId="card-check"
    >
      {(data) =>
        data.valid ? (
          <Result
            status="success"
            title="志愿者证有效"
            style={{ paddingInline: 0 }}
            styles={{ body: { padding: token.paddingSM } }}
            data-testid="card-valid"
          >
            <Descriptions column={1} size="small" bordered>
              <Descriptions.Item label="姓名">{data.name}</Descriptions.Item>
              <Descriptions.Item label="志愿者编号">{data.volunteerNo}</Descriptions.Item>
              <Descriptions.Item label="星级">{stars(data.starLevel ?? 0)}</Descriptions.Item>
              <Descriptions.Item label="所属组织">
                {data.organisation ?? '暂未加入组织'}
              </Descriptions.Item>
              <Descriptions.Item label="注册年份">{data.registeredYear}年</Descriptions.Item>
            </Descriptions>
          </Result>
        ) : (
          <Result
            status="warning"
            title="志愿者证无效"
            subTitle={data.reason}
            data-testid="card-invalid"
          />
        )
      }
    </CodeLookup>
  );
}
