import { App, Button, DatePicker, Form, Input, InputNumber, Space } from 'antd';
import type { Dayjs } from 'dayjs';
import { isAfterChinaToday } from '../../../lib/format';
import { toChinaWallClock } from '../../../lib/china-time';
import { useAddTraining } from '../api/training';

interface Values {
  volunteers: string;
  title: string;
  date: Dayjs;
  hours?: number;
  minutes?: number;
}

/** Mobiles are 11 digits starting with 1; anything else typed is a volunteer number. */
export function splitVolunteers(text: string): { userids: string[]; mobiles: string[] } {
  const entries = [
    ...new Set(
      text
        .split(/[,，、;；\s]+/)
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  ];
  return {
    mobiles: entries.filter((e) => /^1\d{10}$/.test(e)),
    userids: entries.filter((e) => !/^1\d{10}$/.test(e)),
  };
}

/** 录入培训时长: several volunteers at once; all are recorded or, if one is unknown, none. */
export function TrainingForm() {
  const [form] = Form.useForm<Values>();
  const { message } = App.useApp();
  const add = useAddTraining();
  const submit = (v: Values) =>
    void add
      .mutateAsync({
        ...splitVolunteers(v.volunteers),
        title: v.title.trim(),
        date: toChinaWallClock(v.date),
        minutes: (v.hours ?? 0) * 60 + (v.minutes ?? 0),
      })
      .then(({ created }) => {
        void message.success(`已为 ${created} 名志愿者录入培训时长，进入公示`);
        form.resetFields(['volunteers']);
      })
      .catch(() => undefined); // shown as a warning; the form keeps what was typed

  return (
    <Form
      form={form}
      layout="vertical"
      onFinish={submit}
      style={{ maxWidth: 640 }}
      data-testid="training-form"
    >
      <Form.Item
        name="volunteers"
        label="志愿者"
        extra="填写志愿者编号或手机号，多个用逗号、空格或换行分隔，一次最多200人"
        rules={[
          { required: true, whitespace: true, message: '请填写志愿者编号或手机号' },
          {
            validator: (_, value: string | undefined) => {
              const { userids, mobiles } = splitVolunteers(value ?? '');
              if (userids.some((id) => !/^\d{1,18}$/.test(id)))
                return Promise.reject(new Error('志愿者编号应为数字，手机号应为11位'));
              if (userids.length + mobiles.length > 200)
                return Promise.reject(new Error('一次最多录入200名志愿者'));
              return Promise.resolve();
            },
          },
        ]}
      >
        <Input.TextArea
          rows={3}
          placeholder="如：10086, 13800138000"
          data-testid="training-volunteers"
        />
      </Form.Item>
      <Form.Item
        name="title"
        label="培训名称"
        rules={[
          { required: true, whitespace: true, message: '请填写培训名称' },
          { max: 100, message: '培训名称不能超过100个字' },
        ]}
      >
        <Input maxLength={100} placeholder="如：应急救护基础培训" data-testid="training-title" />
      </Form.Item>
      <Form.Item
        name="date"
        label="培训日期"
        rules={[{ required: true, message: '请选择培训日期' }]}
      >
        <DatePicker
          showTime={{ format: 'HH:mm' }}
          format="YYYY-MM-DD HH:mm"
          disabledDate={(d) => isAfterChinaToday(d)}
          data-testid="training-date"
        />
      </Form.Item>
      <Form.Item label="培训时长" required extra="单次不超过24小时">
        <Space>
          <Form.Item name="hours" noStyle>
            <InputNumber
              min={0}
              max={24}
              precision={0}
              suffix="小时"
              aria-label="培训时长（小时）"
              style={{ width: 120 }}
              data-testid="training-hours"
            />
          </Form.Item>
          <Form.Item
            name="minutes"
            noStyle
            dependencies={['hours']}
            rules={[
              ({ getFieldValue }) => ({
                validator: (_, m?: number) => {
                  const total =
                    ((getFieldValue('hours') as number | undefined) ?? 0) * 60 + (m ?? 0);
                  if (total < 1) return Promise.reject(new Error('培训时长至少为1分钟'));
                  if (total > 1440) return Promise.reject(new Error('培训时长不能超过24小时'));
                  return Promise.resolve();
                },
              }),
            ]}
          >
            <InputNumber
              min={0}
              max={59}
              precision={0}
              suffix="分钟"
              aria-label="培训时长（分钟）"
              style={{ width: 120 }}
              data-testid="training-minutes"
            />
          </Form.Item>
        </Space>
      </Form.Item>
      <Button
        type="primary"
        htmlType="submit"
        loading={add.isPending}
        data-testid="training-submit"
      >
        录入
      </Button>
    </Form>
  );
}
