import { Form, Input, Modal, Space } from 'antd';
import { isValidEmail, isValidMobile } from '@zyz/domain';
import { SmsCodeButton } from '../../register';
import { validValues } from '@zyz/client';
import {
  sendEmailCode,
  sendModifyMobileCode,
  useChangeEmail,
  useChangeMobile,
} from '../api/security';
import { useFeedback } from '../../../lib/feedback';

interface Props {
  kind: 'mobile' | 'email';
  open: boolean;
  /** Whether something is bound now: the title says 绑定 or 更换. */
  hasCurrent: boolean;
  onClose: () => void;
}

interface Values {
  target: string;
  code: string;
}

const texts = {
  mobile: { name: '手机号码', placeholder: '请输入新手机号码', bad: '手机号码格式不正确' },
  email: { name: '邮箱', placeholder: '请输入新邮箱地址', bad: '邮箱格式不正确' },
} as const;

/** Binds or replaces the mobile or e-mail; the code goes to the NEW number or address. */
export function ChangeContactModal({ kind, open, hasCurrent, onClose }: Props) {
  const { message } = useFeedback();
  const [form] = Form.useForm<Values>();
  const mobile = useChangeMobile();
  const email = useChangeEmail();
  const t = texts[kind];
  const isValid = kind === 'mobile' ? isValidMobile : isValidEmail;
  const pending = mobile.isPending || email.isPending;

  const getTarget = async () => {
    try {
      const { target } = await form.validateFields(['target']);
      return target.trim();
    } catch {
      return null;
    }
  };

  const submit = async () => {
    const values = await validValues(form);
    if (!values) return;
    const { target, code } = values;
    const done = {
      onSuccess: () => {
        message.success(`${t.name}已${hasCurrent ? '更换' : '绑定'}`);
        form.resetFields();
        onClose();
      },
    };
    if (kind === 'mobile') mobile.mutate({ mobile: target.trim(), code }, done);
    else email.mutate({ email: target.trim(), code }, done);
  };

  return (
    <Modal
      open={open}
      title={`${hasCurrent ? '更换' : '绑定'}${t.name}`}
      okText="确认"
      cancelText="取消"
      confirmLoading={pending}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
      data-testid={`change-${kind}-modal`}
    >
      <Form form={form} layout="vertical" requiredMark={false} autoComplete="off">
        <Form.Item
          label={`新${t.name}`}
          name="target"
          rules={[
            { required: true, message: t.placeholder },
            {
              validator: (_, v?: string) =>
                !v || isValid(v.trim()) ? Promise.resolve() : Promise.reject(new Error(t.bad)),
            },
          ]}
        >
          <Input
            placeholder={t.placeholder}
            inputMode={kind === 'mobile' ? 'numeric' : 'email'}
            maxLength={kind === 'mobile' ? 11 : 120}
            data-testid={`new-${kind}`}
          />
        </Form.Item>
        <Form.Item label="验证码" required extra={`验证码将发送至新${t.name}，5分钟内有效`}>
          <Space.Compact style={{ width: '100%' }}>
            <Form.Item
              name="code"
              noStyle
              rules={[
                { required: true, message: '请输入验证码' },
                { pattern: /^\d{6}$/, message: '验证码应为6位数字' },
              ]}
            >
              <Input
                placeholder="6位验证码"
                inputMode="numeric"
                maxLength={6}
                autoComplete="one-time-code"
                data-testid={`${kind}-code`}
              />
            </Form.Item>
            <SmsCodeButton
              getMobile={getTarget}
              send={(target) =>
                kind === 'mobile'
                  ? sendModifyMobileCode(target)
                  : sendEmailCode(target, 'changeEmail')
              }
            />
          </Space.Compact>
        </Form.Item>
      </Form>
    </Modal>
  );
}
