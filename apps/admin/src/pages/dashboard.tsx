import { Card, Col, Row, Skeleton } from 'antd';
import { useNavigate } from 'react-router';
import { useMyInfo } from '../features/account/api/get-my-info';
import { WelcomeCard } from '../features/account/components/welcome-card';
import { AccountSecurityCard } from '../features/account/components/account-security-card';
import { LoadFailed } from '../app/load-failed';
import { paths } from '../app/paths';

/** 工作台: the account's own facts only; statistics arrive with the features that own them. */
export default function DashboardPage() {
  const navigate = useNavigate();
  const { data: info, isPending, isError, refetch } = useMyInfo();

  if (isPending) return <Card><Skeleton active paragraph={{ rows: 3 }} /></Card>;
  if (isError || !info) return <LoadFailed onRetry={() => void refetch()} />;

  return (
    <Row gutter={[24, 24]}>
      <Col span={24}>
        <WelcomeCard info={info} />
      </Col>
      <Col xs={24} xl={12}>
        <AccountSecurityCard info={info} onChangePassword={() => void navigate(paths.changePassword)} />
      </Col>
    </Row>
  );
}
