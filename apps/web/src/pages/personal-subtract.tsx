import { Link } from 'react-router';
import { Alert, Button, Card, Flex, List, Typography } from 'antd';
import { paths } from '../app/paths';
import { isVolunteerInfo, useUserStore } from '../stores/user-store';

/** /personalCenter/subtract: the account's security state; a logged-off account is held here. */
export default function PersonalSubtractPage() {
  const userInfo = useUserStore((s) => s.userInfo);
  const isLoggedOff = isVolunteerInfo(userInfo) && userInfo.logoffSate === 'true';

  return (
    <Flex vertical gap="middle" data-testid="subtract-page">
      <Card title="安全设置">
        {isLoggedOff ? (
          <Alert
            type="warning"
            showIcon
            data-testid="logoff-notice"
            title="您的账号已申请注销，正处于注销冷静期"
            description="冷静期内账号仅能访问本页面，报名、签到等功能已暂停。冷静期结束后账号将被注销，个人信息将按规定匿名化处理。如需继续使用，请联系服务热线 12355 撤销注销申请。"
          />
        ) : (
          <Alert type="success" showIcon data-testid="account-normal" title="账号状态正常" />
        )}
      </Card>
      <Card>
        <List>
          <List.Item
            actions={
              // The guard holds a logged-off account on this page, so the link would only bounce.
              isLoggedOff
                ? []
                : [
                    <Link key="change" to={paths.changePassword}>
                      <Button data-testid="to-change-password">修改密码</Button>
                    </Link>,
                  ]
            }
          >
            <List.Item.Meta
              title="登录密码"
              description={
                isLoggedOff
                  ? '注销冷静期内不能修改密码。'
                  : '建议定期更换密码，密码须包含大小写字母和数字，长度8到20位。'
              }
            />
          </List.Item>
          <List.Item>
            <List.Item.Meta
              title="账号注销"
              description={
                <Typography.Text type="secondary">
                  {isLoggedOff
                    ? '如需撤销注销申请，请联系服务热线 12355。在线撤销功能将在后续版本中开放。'
                    : '在线申请注销功能将在后续版本中开放，如需注销请联系服务热线 12355。'}
                </Typography.Text>
              }
            />
          </List.Item>
        </List>
      </Card>
    </Flex>
  );
}
