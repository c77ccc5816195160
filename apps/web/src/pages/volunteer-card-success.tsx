import { Link } from 'react-router';
import { Button, Result } from 'antd';
import { CardFlowShell } from '../features/bank-card/components/card-flow-shell';

export default function VolunteerCardSuccessPage() {
  return (
    <CardFlowShell title="提交成功" step={4} testId="card-success">
      <Result
        status="success"
        title="联名卡申请已提交"
        subTitle="省志愿者联合会将尽快审核，审核结果会显示在申请详情中。"
        extra={
          <Link to="/personalCenter/volunteerCard/detail">
            <Button type="primary" data-testid="card-success-detail">
              查看申请进度
            </Button>
          </Link>
        }
      />
    </CardFlowShell>
  );
}
