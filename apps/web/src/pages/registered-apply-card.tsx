import { Link } from 'react-router';
import { Button, Flex } from 'antd';
import { paths } from '../lib/paths';
import { agreements } from '../features/register/agreements';
import { AgreementText } from '../features/register/components/agreement-text';
import { RegisterCard } from '../features/register/components/register-card';
import { RegisterSteps } from '../features/register/components/register-steps';

/** /registered/applyCard: the last registration step offers the volunteer card. */
export default function ApplyCardPage() {
  return (
    <RegisterCard title="申领志愿者卡" testId="apply-card">
      <RegisterSteps current={4} />
      <AgreementText agreement={agreements.cardRequirements} />
      <Flex gap={12} justify="center" wrap style={{ marginTop: 16 }}>
        <Link to={paths.volunteerCardNeedToKnow}>
          <Button type="primary" size="large" data-testid="apply-card-now">
            立即申领
          </Button>
        </Link>
        <Link to={paths.personalInfo}>
          <Button size="large" data-testid="apply-card-later">
            暂不申领，进入个人中心
          </Button>
        </Link>
      </Flex>
    </RegisterCard>
  );
}
