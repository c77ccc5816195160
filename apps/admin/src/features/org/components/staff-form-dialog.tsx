import { Form, Input, Modal, Radio } from 'antd';
import {
  staffCreateInputSchema,
  staffRoleLabels,
  staffRoles,
  type StaffCreateInput,
} from '@zyz/domain';
import { fieldRule as rule, validValues } from '@zyz/client';

const field = staffCreateInputSchema.shape;

interface StaffFormDialogProps {
  open: boolean;
  isSubmitting: boolean;
  onSubmit: (input: StaffCreateInput) => void;
  onClose: () => void;
}

/** 新增工作人员; the server answers a one-time password shown next. */
export function StaffFormDialog({ open, isSubmitting, onSubmit, onClose }: StaffFormDialogProps) {
  const [form] = Form.useForm<StaffCreateInput>();
  return (
    <Modal
      open={open}
      title="新增工作人员"
      okText="创建账号"
      okButtonProps={{ loading: isSubmitting }}
      onOk={() => void validValues(form).then((v) => v && onSubmit(v))}
      onCancel={onClose}
      afterClose={() => form.resetFields()}
      destroyOnHidden
      data-testid="staff-form-dialog"
    >
      <Form form={form} layout="vertical" preserve={false} initialValues={{ role: 'operator' }}>
        <Form.Item
          name="loginName"
          label="账号"
          extra="字母开头，8到20位字母和数字，至少包含一个数字"
          rules={[rule(field.loginName)]}
        >
          <Input maxLength={20} autoComplete="off" />
        </Form.Item>
        <Form.Item name="name" label="姓名" rules={[rule(field.name)]}>
          <Input maxLength={30} />
        </Form.Item>
        <Form.Item
          name="mobile"
          label="手机号"
          extra="可用于登录和找回密码"
          rules={[rule(field.mobile)]}
        >
          <Input maxLength={11} />
        </Form.Item>
        <Form.Item name="email" label="邮箱（选填）" rules={[rule(field.email)]}>
          <Input maxLength={120} />
        </Form.Item>
        <Form.Item
          name="role"
          label="角色"
          extra="操作员可处理活动、成员等日常工作，不能管理工作人员和组织资料"
        >
          <Radio.Group options={staffRoles.map((r) => ({ value: r, label: staffRoleLabels[r] }))} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
