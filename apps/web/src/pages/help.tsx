import { Link } from 'react-router';
import { Button, Card, Flex, Typography, theme } from 'antd';
import { ResponsiveGrid } from '../components/responsive-grid';
import { MailOutlined, PhoneOutlined, RocketOutlined } from '@ant-design/icons';
import { paths } from '../lib/paths';
import { HelpQuestions } from '../features/help/components/help-questions';
import { Island } from '../islands/island';
import { useDistrictDomain } from '../features/site/api/district-domain';

/** /help: questions by category, a search over questions and answers, and how to reach us. */
export default function HelpPage() {
  const { token } = theme.useToken();
  return (
    <Flex vertical gap={token.margin} data-testid="help-page">
      <Typography.Title level={3} style={{ margin: 0 }}>
        帮助中心
      </Typography.Title>
      <ResponsiveGrid columns={{ xs: 1, lg: '2fr 1fr' }} gap={token.margin}>
        <div>
          <Island name="help-questions" component={HelpQuestions} props={{}} />
        </div>
        <div>
          <Flex vertical gap={token.margin}>
            <ContactCard />
            <Card title="新手指引" size="small">
              <Typography.Paragraph type="secondary">
                第一次使用？四步了解如何注册、加入组织、报名活动和记录服务时长。
              </Typography.Paragraph>
              <Link to={paths.getStarted}>
                <Button icon={<RocketOutlined />}>查看新手指引</Button>
              </Link>
            </Card>
          </Flex>
        </div>
      </ResponsiveGrid>
    </Flex>
  );
}

/** The customer-service contacts from the site settings (12355 unless the site sets another). */
function ContactCard() {
  const { token } = theme.useToken();
  const domain = useDistrictDomain();
  const phone = domain.data?.servicePhone || '12355';
  const mailbox = domain.data?.mailbox;
  return (
    <Card title="联系客服" size="small" data-testid="help-contacts">
      <Flex vertical gap={token.marginSM}>
        <Typography.Text>
          <PhoneOutlined /> 服务热线：<a href={`tel:${phone}`}>{phone}</a>
        </Typography.Text>
        {mailbox && (
          <Typography.Text>
            <MailOutlined /> 服务邮箱：<a href={`mailto:${mailbox}`}>{mailbox}</a>
          </Typography.Text>
        )}
        <Typography.Text type="secondary">
          来信请写明志愿者编号或注册手机号，便于核实。
        </Typography.Text>
      </Flex>
    </Card>
  );
}
