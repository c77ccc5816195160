import { Link } from 'react-router';
import { Descriptions, Typography } from 'antd';
import { paths } from '../lib/paths';
import { CenteredCard } from '../components/centered-card';
import { useDistrictDomain } from '../features/site/api/district-domain';

/** Where a person who cannot sign in finds a human: the hotline and the service mailbox. */
export default function LoginFeedbackPage() {
  const { data } = useDistrictDomain();
  const phone = data?.servicePhone || '12355';
  return (
    <CenteredCard title="登录遇到问题" testId="login-feedback">
      <Typography.Paragraph>
        如果忘记了账号或密码、账号被锁定，或收不到验证码，请通过以下方式联系我们，工作人员会协助您核实身份并处理。
      </Typography.Paragraph>
      <Descriptions column={1} bordered size="small">
        <Descriptions.Item label="服务热线">
          <a href={`tel:${phone}`}>{phone}</a>
        </Descriptions.Item>
        {data?.mailbox && (
          <Descriptions.Item label="服务邮箱">
            <a href={`mailto:${data.mailbox}`}>{data.mailbox}</a>
          </Descriptions.Item>
        )}
      </Descriptions>
      <Typography.Paragraph type="secondary" style={{ marginTop: 16 }}>
        联系时请说明您的姓名、注册手机号和遇到的问题；请勿向任何人透露您的密码。 也可以先尝试
        <Link to={paths.recoverPassword(1)}>找回志愿者密码</Link>或
        <Link to={paths.recoverPassword(2)}>找回组织密码</Link>。
      </Typography.Paragraph>
    </CenteredCard>
  );
}
