import { useState } from 'react';
import { Link } from 'react-router';
import { Alert, Button, Checkbox, Col, Divider, Form, Input, Row, Select, Space } from 'antd';
import {
  orgRegisterInputSchema,
  orgRegisterMessages,
  orgTypeOptions,
  regionOptions,
  type OrgRegisterResult,
} from '@zyz/domain';
import { paths } from '../../../lib/paths';
import { SmsCodeButton } from '../../register';
import { registerOrg, sendOrgRegisterCode, type OrgRegisterForm } from '../api/register-org';
import { fieldRule } from '@zyz/client';
import { FederationCascader } from './federation-cascader';
import { LicencePicker } from './licence-picker';

type Values = Omit<OrgRegisterForm, 'parentId'> & {
  parentPath: string[];
  licence: File | null;
  agree: boolean;
};

const field = orgRegisterInputSchema.shape;

interface OrgRegisterFormProps {
  /** Arrived from the requirements page with「同意」pressed. */
  agreed: boolean;
  onRegistered: (result: OrgRegisterResult & { loginName: string }) => void;
}

/** The organisation registration form: organisation, contact person, console account. */
export function OrgRegisterFormView({ agreed, onRegistered }: OrgRegisterFormProps) {
  const [form] = Form.useForm<Values>();
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const checkedMobile = async () => {
    try {
      await form.validateFields(['contactMobile']);
      return form.getFieldValue('contactMobile') as string;
    } catch {
      return null;
    }
  };

  const submit = async (values: Values) => {
    setSubmitting(true);
    setError(null);
    try {
      const { parentPath, licence, agree: _agree, ...rest } = values;
      const result = await registerOrg(
        { ...rest, parentId: parentPath.at(-1) ?? '' },
        licence as File,
      );
      onRegistered({ ...result, loginName: values.loginName });
    } catch (err) {
      setError(err instanceof Error ? err.message : '注册失败，请稍后重试');
      window.scrollTo({ top: 0, behavior: 'smooth' });
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Form<Values>
      form={form}
      layout="vertical"
      onFinish={(v) => void submit(v)}
      initialValues={{ agree: agreed }}
      requiredMark
      scrollToFirstError
      data-testid="org-reg-form"
    >
      {error && (
        <Alert
          type="error"
          showIcon
          title={error}
          style={{ marginBottom: 16 }}
          data-testid="org-reg-error"
        />
      )}
      <Divider titlePlacement="start" plain>
        组织信息
      </Divider>
      <Form.Item name="orgName" label="组织名称" required rules={[fieldRule(field.orgName)]}>
        <Input placeholder="与登记证书一致的全称" maxLength={50} />
      </Form.Item>
      <Form.Item
        name="creditCode"
        label="统一社会信用代码"
        required
        rules={[fieldRule(field.creditCode)]}
        normalize={(v: string) => v.toUpperCase().replace(/\s/g, '')}
      >
        <Input placeholder="18位，见登记证书或营业执照" maxLength={18} />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item
            name="orgType"
            label="组织类型"
            rules={[{ required: true, message: '请选择组织类型' }]}
          >
            <Select options={orgTypeOptions} placeholder="请选择" data-testid="org-reg-type" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="regionCode"
            label="所在地区"
            rules={[{ required: true, message: '请选择所在地区' }]}
          >
            <Select options={regionOptions} placeholder="请选择" data-testid="org-reg-region" />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item
        name="parentPath"
        label="上级组织"
        extra="注册申请由所选的志愿者联合会审核"
        rules={[{ required: true, type: 'array', min: 1, message: '请选择上级组织' }]}
      >
        <FederationCascader />
      </Form.Item>
      <Form.Item name="address" label="详细地址" required rules={[fieldRule(field.address)]}>
        <Input placeholder="办公地址，精确到门牌号" maxLength={200} />
      </Form.Item>
      <Form.Item
        name="licence"
        label="登记证书 / 营业执照"
        rules={[{ required: true, message: orgRegisterMessages.noLicence }]}
      >
        <LicencePicker />
      </Form.Item>

      <Divider titlePlacement="start" plain>
        联系人
      </Divider>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item
            name="contactName"
            label="联系人姓名"
            required
            rules={[fieldRule(field.contactName)]}
          >
            <Input maxLength={30} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="contactMobile"
            label="联系人手机号"
            required
            rules={[fieldRule(field.contactMobile)]}
          >
            <Input maxLength={11} inputMode="tel" />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item label="短信验证码" required>
        <Space.Compact style={{ width: '100%' }}>
          <Form.Item name="verifyCode" noStyle rules={[fieldRule(field.verifyCode)]}>
            <Input
              placeholder="6位短信验证码"
              inputMode="numeric"
              maxLength={6}
              autoComplete="one-time-code"
              data-testid="org-reg-code"
            />
          </Form.Item>
          <SmsCodeButton getMobile={checkedMobile} send={sendOrgRegisterCode} />
        </Space.Compact>
      </Form.Item>

      <Divider titlePlacement="start" plain>
        管理账号
      </Divider>
      <Form.Item
        name="loginName"
        label="账号"
        required
        extra="登录组织管理后台使用：字母开头，8到20位字母和数字，至少包含一个数字"
        rules={[fieldRule(field.loginName)]}
      >
        <Input maxLength={20} autoComplete="username" />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="password" label="密码" required rules={[fieldRule(field.password)]}>
            <Input.Password maxLength={20} autoComplete="new-password" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="passwordAgain"
            label="确认密码"
            dependencies={['password']}
            rules={[
              { required: true, message: '确认密码不能为空' },
              ({ getFieldValue }) => ({
                validator: async (_r, v: string) => {
                  if (v && v !== getFieldValue('password'))
                    throw new Error(orgRegisterMessages.passwordMismatch);
                },
              }),
            ]}
          >
            <Input.Password maxLength={20} autoComplete="new-password" />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item
        name="agree"
        valuePropName="checked"
        rules={[
          {
            validator: async (_r, v: boolean) => {
              if (!v) throw new Error(orgRegisterMessages.agree);
            },
          },
        ]}
      >
        <Checkbox data-testid="org-reg-agree">
          我已阅读并同意
          <Link to={paths.orgRegRequirements} target="_blank">
            《组织注册须知》
          </Link>
        </Checkbox>
      </Form.Item>
      <Button
        type="primary"
        htmlType="submit"
        size="large"
        block
        loading={submitting}
        data-testid="org-reg-submit"
      >
        提交注册申请
      </Button>
    </Form>
  );
}
