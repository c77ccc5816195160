import { useState } from 'react';
import { Alert, Descriptions, Flex, Input, Result, Skeleton, theme } from 'antd';
import { useCardCheck } from '../api/card';

const stars = (n: number) => (n > 0 ? '★'.repeat(n) : '未评星');

/** Checks a card by its code (the card's QR code opens /card?check=): valid or not, public fields. */
export function CardCheckPanel({ code, onCode }: { code: string; onCode: (code: string) => void }) {
  const { token } = theme.useToken();
  const [draft, setDraft] = useState(code);
  const result = useCardCheck(code);
  return (
    <Flex vertical gap="middle" data-testid="card-check">
      <Input.Search
        value={draft}
        onChange={(e) => setDraft(e.target.value)}
        onSearch={(value) => onCode(value.trim())}
        placeholder="输入志愿者证查验码，或扫描证上的二维码"
        enterButton="查验"
        maxLength={64}
        allowClear
        data-testid="card-check-input"
      />
      {code === '' ? null : result.isPending ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : result.isError ? (
        <Alert type="error" showIcon title="查验失败，请稍后重试" />
      ) : result.data.valid ? (
        <Result
          status="success"
          title="志愿者证有效"
          style={{ paddingInline: 0 }}
          styles={{ body: { padding: token.paddingSM } }}
          data-testid="card-valid"
        >
          <Descriptions column={1} size="small" bordered>
            <Descriptions.Item label="姓名">{result.data.name}</Descriptions.Item>
            <Descriptions.Item label="志愿者编号">{result.data.volunteerNo}</Descriptions.Item>
            <Descriptions.Item label="星级">{stars(result.data.starLevel ?? 0)}</Descriptions.Item>
            <Descriptions.Item label="所属组织">
              {result.data.organisation ?? '暂未加入组织'}
            </Descriptions.Item>
            <Descriptions.Item label="注册年份">{result.data.registeredYear}年</Descriptions.Item>
          </Descriptions>
        </Result>
      ) : (
        <Result
          status="warning"
          title="志愿者证无效"
          subTitle={result.data.reason}
          data-testid="card-invalid"
        />
      )}
    </Flex>
  );
}
