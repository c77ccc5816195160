import { Link } from 'react-router';
import { Card, Col, Row, Typography } from 'antd';
import { TeamOutlined, UserAddOutlined } from '@ant-design/icons';
import { paths } from '../lib/paths';
import { RegisterCard } from '../features/register/components/register-card';

const choices = [
  {
    to: paths.registeredVolunteers,
    icon: <UserAddOutlined />,
    title: '志愿者注册',
    text: '年满14周岁，使用本人身份证和手机号码实名注册，报名参加志愿服务活动。',
    testId: 'choose-volunteer',
  },
  {
    to: paths.registeredOrganization,
    icon: <TeamOutlined />,
    title: '组织注册',
    text: '志愿服务组织登记注册，经上级组织审核后发布活动、管理志愿者。',
    testId: 'choose-organization',
  },
];

/** /registered: volunteer or organisation registration. */
export default function RegisteredPage() {
  return (
    <RegisterCard title="注册" testId="registered-page">
      <Row gutter={[16, 16]}>
        {choices.map((c) => (
          <Col xs={24} sm={12} key={c.to}>
            <Link to={c.to} data-testid={c.testId}>
              <Card hoverable style={{ height: '100%', textAlign: 'center' }}>
                <div style={{ fontSize: 40, color: 'var(--ant-color-primary)' }}>{c.icon}</div>
                <Typography.Title level={4}>{c.title}</Typography.Title>
                <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
                  {c.text}
                </Typography.Paragraph>
              </Card>
            </Link>
          </Col>
        ))}
      </Row>
      <Typography.Paragraph type="secondary" style={{ marginTop: 16, textAlign: 'center' }}>
        已有账号？<Link to={paths.volunteerLogin}>立即登录</Link>
        ；注册遇到问题？<Link to={paths.registeredFeedback}>注册问题反馈</Link>
      </Typography.Paragraph>
    </RegisterCard>
  );
}
