import { App, Button, DatePicker, Form, Input, Radio } from 'antd';
import type { Dayjs } from 'dayjs';
import { isAfterChinaToday } from '../../../lib/format';
import { donationKindLabels, donationKinds, type DonationKind } from '@zyz/domain';
import { useSaveDonation } from '../api/donations';

interface Values {
  volunteerNo: string;
  donorName: string;
  kind: DonationKind;
  amount?: string;
  goodsName?: string;
  goodsQuantity?: string;
  donatedOn: Dayjs;
  purpose: string;
}

/** 登记捐赠: the donor is a registered volunteer, named by number and real name. */
export function DonationForm() {
  const [form] = Form.useForm<Values>();
  const { message } = App.useApp();
  const save = useSaveDonation();
  const kind = Form.useWatch('kind', form) ?? 'money';
  const submit = (v: Values) =>
    void save
      .mutateAsync({ ...v, donatedOn: v.donatedOn.format('YYYY-MM-DD') })
      .then((d) => {
        void message.success(`已登记 ${d.donorName} 的捐赠：${d.description}`);
        form.resetFields();
      })
      .catch(() => undefined); // shown as a warning; the form keeps what was typed

  return (
    <Form
      form={form}
      layout="vertical"
      onFinish={submit}
      initialValues={{ kind: 'money' }}
      style={{ maxWidth: 640 }}
      data-testid="donation-form"
    >
      <Form.Item
        name="volunteerNo"
        label="捐赠志愿者编号"
        extra="捐赠人须为本组织（含下级组织）的成员或活动报名者"
        rules={[{ required: true, whitespace: true, message: '请填写志愿者编号' }]}
      >
        <Input maxLength={32} placeholder="如：GD1000001" data-testid="donation-volunteer-no" />
      </Form.Item>
      <Form.Item
        name="donorName"
        label="捐赠人姓名"
        extra="须与志愿者实名信息一致"
        rules={[{ required: true, whitespace: true, message: '请填写捐赠人姓名' }]}
      >
        <Input maxLength={64} data-testid="donation-donor-name" />
      </Form.Item>
      <Form.Item name="kind" label="捐赠类型">
        <Radio.Group
          options={donationKinds.map((k) => ({ value: k, label: donationKindLabels[k] }))}
          data-testid="donation-kind"
        />
      </Form.Item>
      {kind === 'goods' && (
        <>
          <Form.Item
            name="goodsName"
            label="物资名称"
            rules={[{ required: true, whitespace: true, message: '请填写物资名称' }]}
          >
            <Input maxLength={100} placeholder="如：大米" data-testid="donation-goods-name" />
          </Form.Item>
          <Form.Item name="goodsQuantity" label="物资数量">
            <Input maxLength={50} placeholder="如：20袋" />
          </Form.Item>
        </>
      )}
      <Form.Item
        name="amount"
        label={kind === 'money' ? '捐赠金额（元）' : '折合金额（元，选填）'}
        rules={[
          { required: kind === 'money', whitespace: true, message: '请填写捐赠金额' },
          {
            pattern: /^\d{1,10}(\.\d{1,2})?$/,
            message: '金额应为大于0的数字，最多两位小数',
          },
        ]}
      >
        <Input inputMode="decimal" placeholder="如：500.00" data-testid="donation-amount" />
      </Form.Item>
      <Form.Item
        name="donatedOn"
        label="捐赠日期"
        rules={[{ required: true, message: '请选择捐赠日期' }]}
      >
        <DatePicker disabledDate={(d) => isAfterChinaToday(d)} data-testid="donation-date" />
      </Form.Item>
      <Form.Item
        name="purpose"
        label="捐赠用途"
        rules={[{ required: true, whitespace: true, message: '请填写捐赠用途' }]}
      >
        <Input maxLength={200} placeholder="如：山区儿童助学" data-testid="donation-purpose" />
      </Form.Item>
      <Button
        type="primary"
        htmlType="submit"
        loading={save.isPending}
        data-testid="donation-submit"
      >
        登记捐赠
      </Button>
    </Form>
  );
}
