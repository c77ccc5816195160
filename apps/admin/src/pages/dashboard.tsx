import { lazy, Suspense } from 'react';
import { Button, Card, Col, Flex, Row, Skeleton } from 'antd';
import {
  FlagOutlined,
  GlobalOutlined,
  LockOutlined,
  PlusOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { useMyInfo } from '../features/account/api/get-my-info';
import { WelcomeCard } from '../features/account/components/welcome-card';
import { AccountSecurityCard } from '../features/account/components/account-security-card';
import { LoadFailed } from '../components/load-failed';
import { paths, portalPaths } from '../lib/paths';
import { dashboardExportPath } from '../features/dashboard/api/dashboard';
import { downloadFile } from '../lib/file-request';

// Charts are the heaviest code of the console: fetched after the page has drawn.
const DashboardStats = lazy(() => import('../features/dashboard/components/dashboard-stats'));
const exportDashboard = (months: number, districtName: string) =>
  downloadFile(dashboardExportPath(months), `${districtName}统计.xlsx`);

/** 工作台: the account, quick links, and the figures of the account's node. */
export default function DashboardPage() {
  const navigate = useNavigate();
  const { data: info, isPending, isError, error, refetch } = useMyInfo();

  if (isPending)
    return (
      <Card>
        <Skeleton active paragraph={{ rows: 3 }} />
      </Card>
    );
  if (isError || !info) return <LoadFailed error={error} onRetry={() => void refetch()} />;

  return (
    <Row gutter={[24, 24]}>
      <Col span={24}>
        <WelcomeCard info={info} />
      </Col>
      <Col span={24}>
        <Suspense
          fallback={
            <Card>
              <Skeleton active paragraph={{ rows: 8 }} />
            </Card>
          }
        >
          <DashboardStats onExport={exportDashboard} />
        </Suspense>
      </Col>
      <Col xs={24} xl={12}>
        <AccountSecurityCard
          info={info}
          onChangePassword={() => void navigate(paths.changePassword)}
        />
      </Col>
      <Col xs={24} xl={12}>
        <Card title="快捷入口" style={{ height: '100%' }}>
          <Flex wrap gap={16}>
            <Button
              size="large"
              icon={<FlagOutlined />}
              onClick={() => void navigate(paths.missionList)}
            >
              活动列表
            </Button>
            <Button
              size="large"
              icon={<PlusOutlined />}
              onClick={() => void navigate(paths.missionNew)}
            >
              新建活动
            </Button>
            <Button
              size="large"
              icon={<UserOutlined />}
              onClick={() => void navigate(paths.myInfo)}
            >
              我的信息
            </Button>
            <Button
              size="large"
              icon={<LockOutlined />}
              onClick={() => void navigate(paths.changePassword)}
            >
              修改密码
            </Button>
            {/* The portal is another app on this origin: a plain link, in a new tab so the desk stays open. */}
            <Button size="large" icon={<GlobalOutlined />} href={portalPaths.home} target="_blank">
              访问门户网站
            </Button>
          </Flex>
        </Card>
      </Col>
    </Row>
  );
}
