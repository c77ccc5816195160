import { useState } from 'react';
import { Button, Card, List, Popconfirm, Typography } from 'antd';
import { maskMobile, type CurrentUser } from '@zyz/domain';
import { useUnbind } from '../api/security';
import { ChangeContactModal } from './change-contact-modal';
import { ChangeLoginNameModal } from './change-login-name-modal';
import { useFeedback } from '../../../lib/feedback';

type Dialog = 'loginName' | 'mobile' | 'email' | null;

/** The identifiers the volunteer may change: account name, mobile and e-mail. */
export function AccountContactsCard({ user }: { user: CurrentUser }) {
  const { message } = useFeedback();
  const [dialog, setDialog] = useState<Dialog>(null);
  const unbind = useUnbind();
  const close = () => setDialog(null);

  const unbindButton = (what: 'mobile' | 'email', label: string) => (
    <Popconfirm
      key="unbind"
      title={`确定解除绑定${label}吗？`}
      description={`解绑后不能再用该${label}登录或找回密码。`}
      okText="解绑"
      cancelText="取消"
      onConfirm={() =>
        unbind.mutateAsync(what).then(
          () => void message.success(`${label}已解绑`),
          () => undefined,
        )
      }
    >
      <Button size="small" danger data-testid={`unbind-${what}`}>
        解绑
      </Button>
    </Popconfirm>
  );

  const editButton = (what: Dialog, text: string, testId: string) => (
    <Button key="edit" size="small" onClick={() => setDialog(what)} data-testid={testId}>
      {text}
    </Button>
  );
  const rows = [
    {
      title: '账号名',
      description: <span data-testid="contact-login-name">{user.userName}</span>,
      actions: [editButton('loginName', '修改', 'edit-login-name')],
    },
    {
      title: '手机号码',
      description: (
        <span data-testid="contact-mobile">{user.mobile ? maskMobile(user.mobile) : '未绑定'}</span>
      ),
      actions: [
        editButton('mobile', user.mobile ? '更换' : '绑定', 'edit-mobile'),
        ...(user.mobile ? [unbindButton('mobile', '手机号码')] : []),
      ],
    },
    {
      title: '电子邮箱',
      description: <span data-testid="contact-email">{user.email ?? '未绑定'}</span>,
      actions: [
        editButton('email', user.email ? '更换' : '绑定', 'edit-email'),
        ...(user.email ? [unbindButton('email', '邮箱')] : []),
      ],
    },
  ];

  return (
    <Card title="账号与联系方式" data-testid="account-contacts">
      {/* From a dataSource, so antd draws the rows inside a <ul> (children alone are bare <li>s). */}
      <List
        dataSource={rows}
        renderItem={(row) => (
          <List.Item actions={row.actions}>
            <List.Item.Meta title={row.title} description={row.description} />
          </List.Item>
        )}
      />
      <Typography.Paragraph type="secondary" style={{ marginBottom: 0, marginTop: 8 }}>
        姓名、身份证号、性别和出生日期以实名登记为准，不能自行修改；如有错误，请联系所属组织或拨打服务热线
        12355。
      </Typography.Paragraph>
      <ChangeLoginNameModal open={dialog === 'loginName'} current={user.userName} onClose={close} />
      <ChangeContactModal
        kind="mobile"
        open={dialog === 'mobile'}
        hasCurrent={!!user.mobile}
        onClose={close}
      />
      <ChangeContactModal
        kind="email"
        open={dialog === 'email'}
        hasCurrent={!!user.email}
        onClose={close}
      />
    </Card>
  );
}
