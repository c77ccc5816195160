import { CardApplyForm } from '../features/bank-card/components/card-apply-form';
import { CardFlowShell } from '../features/bank-card/components/card-flow-shell';

export default function VolunteerCardDebitPage() {
  return (
    <CardFlowShell title="注册申请志愿者卡" step={3} testId="card-debit">
      <CardApplyForm cardType="debit" />
    </CardFlowShell>
  );
}
