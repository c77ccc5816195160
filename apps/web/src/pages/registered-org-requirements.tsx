import { useNavigate } from 'react-router';
import { Button, Flex } from 'antd';
import { paths } from '../lib/paths';
import { OrgRequirementsText } from '../features/org-register/components/org-requirements-text';
import { RegisterCard } from '../features/register/components/register-card';

export default function OrgRequirementsPage() {
  const navigate = useNavigate();
  return (
    <RegisterCard title="组织注册须知" testId="org-requirements">
      <OrgRequirementsText />
      <Flex justify="center" gap={16} wrap style={{ marginTop: 24 }}>
        <Button size="large" onClick={() => void navigate(paths.home)}>
          暂不注册
        </Button>
        <Button
          type="primary"
          size="large"
          onClick={() => void navigate(paths.registeredOrganization, { state: { agreed: true } })}
          data-testid="org-requirements-agree"
        >
          我已阅读并同意，开始注册
        </Button>
      </Flex>
    </RegisterCard>
  );
}
