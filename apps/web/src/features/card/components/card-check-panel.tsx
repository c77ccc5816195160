import { Result } from 'antd';
import { CodeLookup } from '../../../components/code-lookup';
import { VerifiedRecord } from '../../../components/verified-record';
import { useCardCheck } from '../api/card';

const stars = (n: number) => (n > 0 ? '★'.repeat(n) : '未评星');

/** Checks a card by its code (the card's QR code opens /card?check=): valid or not, public fields. */
export function CardCheckPanel({ code, onCode }: { code: string; onCode: (code: string) => void }) {
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
          <VerifiedRecord
            status="success"
            title="志愿者证有效"
            testId="card-valid"
            fields={[
              ['姓名', data.name],
              ['志愿者编号', data.volunteerNo],
              ['星级', stars(data.starLevel ?? 0)],
              ['所属组织', data.organisation ?? '暂未加入组织'],
              ['注册年份', `${data.registeredYear}年`],
            ]}
          />
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
