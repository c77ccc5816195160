import { useState } from 'react';
import { Link } from 'react-router';
import { Alert, Button, Divider, Form, Input, Space } from 'antd';
import {
  DistrictLevel,
  idCardInvalidReason,
  isValidAccountName,
  isValidEmail,
  isValidMobile,
  isValidRealName,
  guardianNameMessage,
  realNameMessage,
  newPasswordError,
  passwordAgainError,
  previewIdCard,
  type RegisterResult,
} from '@zyz/domain';
import { checkRule as rule } from '@zyz/client';
import { paths } from '../../../lib/paths';
import { ApiError } from '../../../lib/api-client';
import { DistrictCascader } from '../../mission';
import { registerVolunteer, sendRegisterSmsCode, verifyTip } from '../api/register';
import { IdCardPreviewPanel } from './id-card-preview';
import { SmsCodeButton } from './sms-code-button';

interface FormValues {
  loginName: string;
  password: string;
  passwordAgain: string;
  name: string;
  idCard: string;
  mobile: string;
  smsCode: string;
  email?: string;
  region: string[];
  district?: string[];
  guardianName?: string;
  guardianMobile?: string;
  guardianIdCard?: string;
}

/** Format first, then whether the server already has it (on blur, so not on every key). */
const freeOnServer =
  (field: 'loginName' | 'mobile' | 'idCard', format: (v: string) => string | null) =>
  async (v: string) => {
    const bad = format(v);
    if (bad) return bad;
    const tip = await verifyTip(field, field === 'idCard' ? v.toUpperCase() : v).catch(() => null);
    return tip && !tip.available ? tip.tip : null;
  };

interface CascaderFieldProps {
  /** Given by Form.Item. */
  value?: string[];
  onChange?: (path: string[]) => void;
  maxLevel?: number;
  placeholder: string;
  ariaLabel: string;
  testId: string;
}

/** The organisation-tree cascader as a form control: the value is the path of ids. */
function CascaderField({ value, onChange, ...rest }: CascaderFieldProps) {
  const [label, setLabel] = useState('');
  return (
    <DistrictCascader
      value={value ?? []}
      fallbackLabel={label}
      onChange={(path, text) => {
        setLabel(text);
        onChange?.(path);
      }}
      {...rest}
    />
  );
}

interface RegisterFormProps {
  onRegistered: (result: RegisterResult) => void;
}

/** The registration form proper; the agreements were accepted on the step before. */
export function RegisterForm({ onRegistered }: RegisterFormProps) {
  const [form] = Form.useForm<FormValues>();
  const idCard = Form.useWatch('idCard', form) ?? '';
  const preview = previewIdCard(idCard);
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const onFinish = async (v: FormValues) => {
    setError(null);
    setSubmitting(true);
    try {
      const minor = preview?.ageGroup === 'minor';
      const result = await registerVolunteer({
        loginName: v.loginName.trim(),
        password: v.password,
        passwordAgain: v.passwordAgain,
        name: v.name.trim(),
        idCard: v.idCard.trim(),
        mobile: v.mobile.trim(),
        smsCode: v.smsCode.trim(),
        email: v.email?.trim() || undefined,
        regionId: v.region.at(-1)!,
        districtId: v.district?.at(-1),
        guardianName: minor ? v.guardianName : undefined,
        guardianMobile: minor ? v.guardianMobile : undefined,
        guardianIdCard: minor ? v.guardianIdCard : undefined,
        agreed: true,
      });
      onRegistered(result);
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
      setError(err.message);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Form<FormValues>
      form={form}
      layout="vertical"
      requiredMark
      onFinish={(v) => void onFinish(v)}
      scrollToFirstError
      data-testid="register-form"
    >
      <Divider titlePlacement="start">账号信息</Divider>
      <Form.Item
        name="loginName"
        label="账号"
        required
        validateTrigger="onBlur"
        extra="以字母开头，8到20位字母和数字，至少包含一个数字"
        rules={[
          rule(
            freeOnServer('loginName', (v) =>
              !v
                ? '请输入账号'
                : isValidAccountName(v)
                  ? null
                  : '账号须以字母开头，8到20位字母和数字，且至少包含一个数字',
            ),
          ),
        ]}
      >
        <Input autoComplete="username" maxLength={20} placeholder="请输入账号" />
      </Form.Item>
      <Form.Item
        name="password"
        label="密码"
        required
        extra="8到20位，须包含大写字母、小写字母和数字"
        rules={[rule((v) => newPasswordError(v))]}
      >
        <Input.Password autoComplete="new-password" maxLength={20} placeholder="请输入密码" />
      </Form.Item>
      <Form.Item
        name="passwordAgain"
        label="确认密码"
        required
        dependencies={['password']}
        rules={[rule((v) => passwordAgainError(v, form.getFieldValue('password')))]}
      >
        <Input.Password autoComplete="new-password" maxLength={20} placeholder="请再次输入密码" />
      </Form.Item>

      <Divider titlePlacement="start">实名信息</Divider>
      <Form.Item
        name="name"
        label="真实姓名"
        required
        rules={[rule((v) => (!v ? '请输入真实姓名' : isValidRealName(v) ? null : realNameMessage))]}
      >
        <Input autoComplete="name" maxLength={30} placeholder="与身份证一致" />
      </Form.Item>
      <Form.Item
        name="idCard"
        label="身份证号码"
        required
        validateTrigger="onBlur"
        rules={[
          rule(
            freeOnServer('idCard', (v) =>
              v ? idCardInvalidReason(v.toUpperCase()) : '请输入身份证号码',
            ),
          ),
        ]}
      >
        <Input maxLength={18} placeholder="18位居民身份证号码" />
      </Form.Item>
      {preview && <IdCardPreviewPanel preview={preview} />}
      {preview?.ageGroup === 'minor' && (
        <>
          <Form.Item
            name="guardianName"
            label="监护人姓名"
            required
            rules={[
              rule((v) =>
                !v ? '请输入监护人姓名' : isValidRealName(v) ? null : guardianNameMessage,
              ),
            ]}
          >
            <Input maxLength={30} />
          </Form.Item>
          <Form.Item
            name="guardianMobile"
            label="监护人手机号码"
            required
            rules={[
              rule((v) =>
                !v ? '请输入监护人手机号码' : isValidMobile(v) ? null : '监护人手机号码格式不正确',
              ),
            ]}
          >
            <Input maxLength={11} inputMode="numeric" />
          </Form.Item>
          <Form.Item
            name="guardianIdCard"
            label="监护人身份证号码"
            required
            rules={[
              rule((v) => {
                if (!v) return '请输入监护人身份证号码';
                const reason = idCardInvalidReason(v.toUpperCase());
                if (reason) return `监护人${reason}`;
                return previewIdCard(v)?.ageGroup === 'adult' ? null : '监护人须年满18周岁';
              }),
            ]}
          >
            <Input maxLength={18} />
          </Form.Item>
        </>
      )}

      <Divider titlePlacement="start">联系方式</Divider>
      <Form.Item
        name="mobile"
        label="手机号码"
        required
        validateTrigger="onBlur"
        rules={[
          rule(
            freeOnServer('mobile', (v) =>
              !v ? '请输入手机号码' : isValidMobile(v) ? null : '手机号码格式不正确',
            ),
          ),
        ]}
      >
        <Input
          autoComplete="tel"
          maxLength={11}
          inputMode="numeric"
          placeholder="本人使用的手机号码"
        />
      </Form.Item>
      <Form.Item label="短信验证码" required htmlFor="smsCode">
        <Space.Compact style={{ width: '100%' }}>
          <Form.Item
            name="smsCode"
            noStyle
            rules={[
              rule((v) =>
                !v ? '请输入短信验证码' : /^\d{6}$/.test(v) ? null : '验证码应为6位数字',
              ),
            ]}
          >
            <Input
              maxLength={6}
              inputMode="numeric"
              autoComplete="one-time-code"
              placeholder="6位数字"
            />
          </Form.Item>
          <SmsCodeButton
            getMobile={async () => {
              try {
                const { mobile } = await form.validateFields(['mobile']);
                return mobile.trim();
              } catch {
                return null;
              }
            }}
            send={sendRegisterSmsCode}
          />
        </Space.Compact>
      </Form.Item>
      <Form.Item
        name="email"
        label="电子邮箱（选填）"
        rules={[rule((v) => (!v || isValidEmail(v) ? null : '邮箱格式不正确'))]}
      >
        <Input autoComplete="email" maxLength={120} placeholder="用于接收通知，可不填" />
      </Form.Item>

      <Divider titlePlacement="start">地区与组织</Divider>
      <Form.Item
        name="region"
        label="所在地区"
        required
        rules={[
          {
            validator: async (_, v?: string[]) => {
              if (!v?.length) throw new Error('请选择所在地区');
            },
          },
        ]}
      >
        <CascaderField
          maxLevel={DistrictLevel.County}
          placeholder="请选择所在的市、区（县）"
          ariaLabel="所在地区"
          testId="register-region"
        />
      </Form.Item>
      <Form.Item
        name="district"
        label="申请加入的组织（选填）"
        extra="提交后由该组织审核，也可以注册后在组织页面申请加入"
      >
        <CascaderField
          placeholder="请逐级选择组织"
          ariaLabel="申请加入的组织"
          testId="register-district"
        />
      </Form.Item>

      {error && (
        <Alert
          type="error"
          showIcon
          title={error}
          style={{ marginBottom: 16 }}
          data-testid="register-error"
          action={
            error.includes('注册问题反馈') ? (
              <Link to={paths.registeredFeedback}>去反馈</Link>
            ) : undefined
          }
        />
      )}
      <Button
        type="primary"
        htmlType="submit"
        block
        size="large"
        loading={submitting}
        disabled={preview?.ageGroup === 'tooYoung'}
        data-testid="register-submit"
      >
        注册
      </Button>
    </Form>
  );
}
