import { Link } from 'react-router';
import { Button, Card, Flex, Typography } from 'antd';
import { bankCardAgeLimits, bankCardTypeLabels } from '@zyz/domain';
import { CardFlowShell } from '../features/bank-card/components/card-flow-shell';

const choices = [
  {
    to: '../CreditCard',
    type: 'credit' as const,
    text: '可透支消费，志愿服务时长达标可享专属权益。需填写年收入和紧急联系人。',
  },
  {
    to: '../debitCard',
    type: 'debit' as const,
    text: '储蓄结算卡，开卡可选纪念礼品，并预约领卡日期。',
  },
];

/** chooseCard: credit or debit. */
export default function VolunteerCardChoosePage() {
  return (
    <CardFlowShell title="选择卡种" step={2} testId="card-choose">
      <Flex gap={16} wrap>
        {choices.map((c) => {
          const limits = bankCardAgeLimits[c.type];
          return (
            <Card key={c.type} title={bankCardTypeLabels[c.type]} style={{ flex: '1 1 280px' }}>
              <Typography.Paragraph>{c.text}</Typography.Paragraph>
              <Typography.Paragraph type="secondary">
                申领年龄：{limits.min}—{limits.max}周岁
              </Typography.Paragraph>
              <Link to={c.to} relative="path">
                <Button type="primary" block data-testid={`choose-${c.type}`}>
                  申请{bankCardTypeLabels[c.type]}
                </Button>
              </Link>
            </Card>
          );
        })}
      </Flex>
    </CardFlowShell>
  );
}
