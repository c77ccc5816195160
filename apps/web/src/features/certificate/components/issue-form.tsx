import { useState } from 'react';
import { Button, Flex, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { certificateEarliestDate, type Certificate } from '@zyz/domain';
import { DateRangeInput, type DateRange } from '../../../components/date-range-input';
import { toChinaTime } from '../../../lib/china-time';
import { useIssueCertificate } from '../api/certificates';

/** Picks a date range and issues (or finds again) the certificate of that range. */
export function IssueForm({ onIssued }: { onIssued: (certificate: Certificate) => void }) {
  const [range, setRange] = useState<DateRange>(null);
  const issue = useIssueCertificate();
  const today = toChinaTime(new Date()).format('YYYY-MM-DD');
  const isOutside = (day: Dayjs) => {
    const date = day.format('YYYY-MM-DD');
    return date > today || date < certificateEarliestDate;
  };
  const [begin, end] = range ?? [null, null];

  return (
    <Flex vertical gap="small" data-testid="certificate-issue-form">
      <Typography.Text type="secondary">
        选择服务日期范围，证明将列出该期间已公示完毕的志愿服务时长；同一范围再次开具得到同一份证明。
      </Typography.Text>
      <Flex wrap gap="small">
        <DateRangeInput
          value={range}
          onChange={setRange}
          disabledDate={isOutside}
          data-testid="certificate-range"
        />
        <Button
          type="primary"
          disabled={!begin || !end}
          loading={issue.isPending}
          onClick={() => {
            if (!begin || !end) return;
            issue.mutate(
              { beginDate: begin.format('YYYY-MM-DD'), endDate: end.format('YYYY-MM-DD') },
              { onSuccess: onIssued },
            );
          }}
          data-testid="certificate-issue"
        >
          开具证明
        </Button>
      </Flex>
    </Flex>
  );
}
