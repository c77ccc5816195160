import { useState } from 'react';
import { Button, Space, Typography } from 'antd';
import { useRevealMobile } from '../api/reveal-mobile';

interface Props {
  missionPersonlId: string;
  masked: string;
}

/**
 * The masked mobile, and a per-person 查看 that asks the server for the full number: every
 * look is written to the organisation's 审计日志, so numbers are seen one person at a time.
 */
export function MobileCell({ missionPersonlId, masked }: Props) {
  const reveal = useRevealMobile();
  const [mobile, setMobile] = useState<string | null>(null);
  if (mobile)
    return (
      <Typography.Text copyable data-testid="applicant-mobile">
        {mobile}
      </Typography.Text>
    );
  return (
    <Space size={4}>
      <span data-testid="applicant-mobile">{masked}</span>
      {masked && (
        <Button
          type="link"
          size="small"
          loading={reveal.isPending}
          data-testid="applicant-reveal-mobile"
          title="查看完整手机号（将记入审计日志）"
          onClick={() =>
            // A refusal is shown by the api client; the masked number stays.
            reveal.mutate(missionPersonlId, { onSuccess: (r) => setMobile(r.mobile) })
          }
        >
          查看
        </Button>
      )}
    </Space>
  );
}
