import { Button, Col, Form, Input, Row, Select, Space } from 'antd';
import {
  orgProfileInputSchema,
  orgTypeOptions,
  regionOptions,
  type OrgProfile,
  type OrgProfileInput,
} from '@zyz/domain';
import { CoverUpload } from '../../../components/cover-upload';
import { fieldRule as rule, optionalFieldRule as optionalRule } from '@zyz/client';

const field = orgProfileInputSchema.shape;

interface ProfileFormProps {
  profile: OrgProfile;
  isSubmitting: boolean;
  onSubmit: (input: OrgProfileInput) => void;
  onCancel: () => void;
}

/** Everything but name and credit code, which stay as reviewed. */
export function ProfileForm({ profile, isSubmitting, onSubmit, onCancel }: ProfileFormProps) {
  const [form] = Form.useForm<OrgProfileInput>();
  return (
    <Form<OrgProfileInput>
      form={form}
      layout="vertical"
      style={{ maxWidth: 760 }}
      initialValues={{
        orgType: profile.orgType ?? undefined,
        regionCode: profile.regionCode ?? undefined,
        address: profile.address ?? '',
        contactName: profile.contactName ?? '',
        contactMobile: profile.contactMobile ?? '',
        intro: profile.intro ?? '',
        servicePhone: profile.servicePhone ?? '',
        mailbox: profile.mailbox ?? '',
        licenceImage: profile.licenceImage ?? undefined,
      }}
      onFinish={(v) => onSubmit({ ...v, licenceImage: v.licenceImage || undefined })}
      data-testid="org-profile-form"
    >
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item
            name="orgType"
            label="组织类型"
            rules={[{ required: true, message: '请选择组织类型' }]}
          >
            <Select options={orgTypeOptions} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="regionCode"
            label="所在地区"
            rules={[{ required: true, message: '请选择所在地区' }]}
          >
            <Select options={regionOptions} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="address" label="详细地址" rules={[rule(field.address)]}>
        <Input maxLength={200} />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="contactName" label="联系人" rules={[rule(field.contactName)]}>
            <Input maxLength={30} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="contactMobile" label="联系人手机" rules={[rule(field.contactMobile)]}>
            <Input maxLength={11} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="servicePhone"
            label="服务电话（选填）"
            rules={[optionalRule(field.servicePhone)]}
          >
            <Input maxLength={20} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="mailbox" label="服务邮箱（选填）" rules={[optionalRule(field.mailbox)]}>
            <Input maxLength={120} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item
        name="intro"
        label="组织简介（选填）"
        rules={[{ max: 1000, message: '组织简介不能超过1000个字' }]}
      >
        <Input.TextArea rows={5} maxLength={1000} showCount />
      </Form.Item>
      <Form.Item name="licenceImage" label="登记证书 / 营业执照">
        <CoverUpload label="上传执照" />
      </Form.Item>
      <Space>
        <Button
          type="primary"
          htmlType="submit"
          loading={isSubmitting}
          data-testid="org-profile-save"
        >
          保存
        </Button>
        <Button onClick={onCancel}>取消</Button>
      </Space>
    </Form>
  );
}
