import { Link, useLocation, useNavigate } from 'react-router';
import { Steps, Typography } from 'antd';
import { paths } from '../lib/paths';
import { rememberRegistration } from '../features/org-register/api/register-org';
import { OrgRegisterFormView } from '../features/org-register/components/org-register-form';
import { RegisterCard } from '../features/register/components/register-card';

export default function OrgRegisterPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const agreed = (location.state as { agreed?: boolean } | null)?.agreed === true;
  return (
    <RegisterCard title="志愿服务组织注册" testId="org-register" width={820}>
      <Steps
        size="small"
        current={1}
        responsive={false}
        titlePlacement="vertical"
        style={{ margin: '8px 0 24px' }}
        items={[{ title: '阅读须知' }, { title: '填写信息' }, { title: '等待审核' }]}
      />
      <OrgRegisterFormView
        agreed={agreed}
        onRegistered={(result) => {
          rememberRegistration(result);
          void navigate(paths.orgSuccess, { replace: true });
        }}
      />
      <Typography.Paragraph type="secondary" style={{ marginTop: 16, textAlign: 'center' }}>
        已有组织账号？<Link to={paths.organizationLogin}>直接登录</Link>
      </Typography.Paragraph>
    </RegisterCard>
  );
}
