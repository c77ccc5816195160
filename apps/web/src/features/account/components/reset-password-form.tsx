import { Button, Form } from 'antd';
import { useMutation } from '@tanstack/react-query';
import type { UserType } from '@zyz/domain';
import { showWarning } from '../../../lib/feedback';
import { resetModifyPassword } from '../api/reset-password';
import { NewPasswordFields } from './new-password-fields';

interface ResetPasswordValues {
  password: string;
  passwordAgain: string;
}

interface ResetPasswordFormProps {
  type: UserType;
  onChanged: () => void;
  submitText?: string;
}

/**
 * Spec §5 weak/forced password form: each field is checked as it is typed and on blur;
 * a refused submit names the first problem in a toast as well as under the field.
 */
export function ResetPasswordForm({
  type,
  onChanged,
  submitText = '确认修改',
}: ResetPasswordFormProps) {
  const [form] = Form.useForm<ResetPasswordValues>();
  const mutation = useMutation({
    mutationFn: (values: ResetPasswordValues) => resetModifyPassword(type, values),
    onSuccess: onChanged,
  });

  return (
    <Form
      form={form}
      layout="vertical"
      validateTrigger={['onChange', 'onBlur']}
      onFinish={(values) => mutation.mutate(values)}
      onFinishFailed={({ errorFields }) => {
        const first = errorFields[0]?.errors[0];
        if (first) showWarning(first);
      }}
      requiredMark={false}
      autoComplete="off"
    >
      <NewPasswordFields />
      <Button
        type="primary"
        htmlType="submit"
        block
        loading={mutation.isPending}
        data-testid="reset-submit"
      >
        {submitText}
      </Button>
    </Form>
  );
}
