import { App, Form, Input, Modal, Typography } from 'antd';
import { useMutation } from '@tanstack/react-query';
import { inviteOperatorResultSchema, operatorInviteDays } from '@zyz/domain';
import { api } from '../../lib/api-client';
import { validValues } from '@zyz/client';

interface Props {
  open: boolean;
  onClose: () => void;
}

/**
 * 邀请志愿者成为操作员: the volunteer receives a site message with a single-use link and becomes
 * an operator (signing in with their volunteer account) only after accepting it.
 */
export function InviteOperatorDialog({ open, onClose }: Props) {
  const { message } = App.useApp();
  const [form] = Form.useForm<{ volunteer: string }>();
  const invite = useMutation({
    mutationFn: (volunteer: string) =>
      api.post(
        '/manage/pc/usersAdmin/inviteOperator',
        { volunteer },
        { answer: inviteOperatorResultSchema },
      ),
    onSuccess: (r) => {
      message.success(`已向${r.volunteerName}发送邀请，对方在站内信中同意后即成为操作员`);
      form.resetFields();
      onClose();
    },
  });

  return (
    <Modal
      open={open}
      title="邀请志愿者成为操作员"
      okText="发送邀请"
      cancelText="取消"
      confirmLoading={invite.isPending}
      onOk={() => void validValues(form).then((v) => v && invite.mutate(v.volunteer.trim()))}
      onCancel={onClose}
      destroyOnHidden
      data-testid="invite-operator-dialog"
    >
      <Typography.Paragraph type="secondary">
        邀请将以站内信发给志愿者，{operatorInviteDays}
        天内有效。对方同意后开通操作员账号，使用其志愿者账号名和密码登录本后台。
      </Typography.Paragraph>
      <Form form={form} layout="vertical" requiredMark={false}>
        <Form.Item
          label="志愿者"
          name="volunteer"
          rules={[
            { required: true, whitespace: true, message: '请填写志愿者账号、手机号码或志愿者编号' },
          ]}
        >
          <Input
            placeholder="志愿者账号名、手机号码或志愿者编号"
            maxLength={64}
            data-testid="invite-operator-volunteer"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
