import { useEffect, type ReactNode } from 'react';
import { Button, Form, Input } from 'antd';
import type { SaveSiteSettingsInput, SiteSettings } from '@zyz/domain';

interface Props {
  settings: SiteSettings;
  isSaving: boolean;
  /** Image pickers for the header and footer pictures (the console's upload control). */
  headerImageInput: ReactNode;
  footerImageInput: ReactNode;
  onSubmit: (input: SaveSiteSettingsInput) => void;
}

type Values = Omit<SiteSettings, 'districtId' | 'districtName'> & {
  headerImage: string | null;
  footerImage: string | null;
};

/** The node's own portal settings; a blank field falls back to the parent node's. */
export function SiteSettingsForm(props: Props) {
  const { settings, isSaving, headerImageInput, footerImageInput, onSubmit } = props;
  const [form] = Form.useForm<Values>();
  useEffect(() => form.setFieldsValue(settings), [settings, form]);
  return (
    <Form<Values>
      form={form}
      layout="vertical"
      style={{ maxWidth: 640 }}
      data-testid="site-settings-form"
      onFinish={(v) =>
        onSubmit({
          headerImage: v.headerImage ?? '',
          footerImage: v.footerImage ?? '',
          icpFilling: v.icpFilling?.trim() ?? '',
          mailbox: v.mailbox?.trim() ?? '',
          servicePhone: v.servicePhone?.trim() ?? '',
        })
      }
    >
      <Form.Item name="headerImage" label="页头图片" extra="留空则沿用上级组织的设置">
        {headerImageInput}
      </Form.Item>
      <Form.Item name="footerImage" label="页脚图片" extra="留空则沿用上级组织的设置">
        {footerImageInput}
      </Form.Item>
      <Form.Item
        name="icpFilling"
        label="ICP备案号"
        rules={[{ max: 100, message: 'ICP备案号不能超过100个字' }]}
      >
        <Input placeholder="粤ICP备xxxxxxxx号" />
      </Form.Item>
      <Form.Item
        name="mailbox"
        label="服务邮箱"
        rules={[{ type: 'email', message: '服务邮箱格式不正确' }]}
      >
        <Input placeholder="service@example.com" />
      </Form.Item>
      <Form.Item
        name="servicePhone"
        label="服务电话"
        rules={[{ pattern: /^[0-9-]{3,20}$/, message: '服务电话格式不正确' }]}
      >
        <Input placeholder="12355" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={isSaving}>
        保存设置
      </Button>
    </Form>
  );
}
