import { Link, useSearchParams } from 'react-router';
import { Card, Flex, Typography, theme } from 'antd';
import { ResponsiveGrid } from '../components/responsive-grid';
import { TeamOutlined, UserOutlined } from '@ant-design/icons';
import { paths } from '../lib/paths';

const choices = [
  {
    to: paths.volunteerLogin,
    title: '志愿者登录',
    text: '报名活动、查询服务时长',
    Icon: UserOutlined,
    testId: 'login-choose-volunteer',
  },
  {
    to: paths.organizationLogin,
    title: '组织登录',
    text: '组织及管理员进入管理后台',
    Icon: TeamOutlined,
    testId: 'login-choose-organization',
  },
];

/** Spec §2 /login: the visitor picks which kind of account to sign in with. */
export default function LoginPage() {
  const { token } = theme.useToken();
  const [params] = useSearchParams();
  const query = params.toString();
  return (
    <div style={{ maxWidth: 720, margin: '0 auto' }}>
      <Typography.Title level={3} style={{ textAlign: 'center' }}>
        请选择登录方式
      </Typography.Title>
      <ResponsiveGrid columns={{ xs: 1, sm: 2 }} gap={token.marginLG}>
        {choices.map(({ to, title, text, Icon, testId }) => (
          <Link key={to} to={query ? `${to}?${query}` : to} data-testid={testId}>
            <Card hoverable style={{ textAlign: 'center' }}>
              <Icon style={{ fontSize: token.fontSizeHeading1, color: token.colorPrimary }} />
              <Typography.Title level={4}>{title}</Typography.Title>
              <Typography.Text type="secondary">{text}</Typography.Text>
            </Card>
          </Link>
        ))}
      </ResponsiveGrid>
      <Flex justify="center" gap="large" wrap style={{ marginTop: token.marginLG }}>
        <Typography.Text type="secondary">
          还没有账号？
          <Link to={paths.registered} style={{ textDecoration: 'underline' }}>
            立即注册
          </Link>
        </Typography.Text>
        <Typography.Text type="secondary">
          登录遇到问题？
          <Link to={paths.loginFeedback} style={{ textDecoration: 'underline' }}>
            联系我们
          </Link>
        </Typography.Text>
      </Flex>
    </div>
  );
}
