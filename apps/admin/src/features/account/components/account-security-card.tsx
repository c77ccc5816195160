import { Button, Card, Flex, Typography } from 'antd';
import { CheckCircleFilled, WarningFilled } from '@ant-design/icons';
import { maskMobile, type AdminInfo } from '@zyz/domain';

interface AccountSecurityCardProps {
  info: AdminInfo;
  onChangePassword: () => void;
}

/** The account's own safety facts: password state and the contacts used for recovery. */
export function AccountSecurityCard({ info, onChangePassword }: AccountSecurityCardProps) {
  const isPasswordSound = info.isWeakPassword === 0 && info.isForceChangePwd === 'false';
  return (
    <Card
      title="账户安全"
      extra={
        <Button type="link" onClick={onChangePassword}>
          修改密码
        </Button>
      }
    >
      <Flex vertical gap={12}>
        <Typography.Text>
          {isPasswordSound ? (
            <Typography.Text type="success">
              <CheckCircleFilled /> 登录密码符合安全要求
            </Typography.Text>
          ) : (
            <Typography.Text type="warning">
              <WarningFilled /> 登录密码存在风险，请尽快修改
            </Typography.Text>
          )}
        </Typography.Text>
        <Typography.Text type="secondary">
          绑定手机：{maskMobile(info.mobile) || '未绑定'}（用于找回密码）
        </Typography.Text>
        <Typography.Text type="secondary">绑定邮箱：{info.email || '未绑定'}</Typography.Text>
      </Flex>
    </Card>
  );
}
