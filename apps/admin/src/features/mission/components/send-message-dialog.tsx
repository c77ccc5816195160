import { useState } from 'react';
import { App, Checkbox, Form, Input, Modal, Select, Typography } from 'antd';
import {
  messageAudienceLabels,
  messageAudienceStates,
  missionMessageMaxLength,
  sendMissionMessageInputSchema,
  type MessageAudienceState,
  type Shift,
} from '@zyz/domain';
import { formatDateTime } from '../../../lib/format';
import { useMessageAudience, useSendMissionMessage } from '../api/mission-messages';

interface Props {
  missionId: string;
  shifts: Shift[];
  open: boolean;
  onClose: () => void;
}

interface Values {
  timesInfoId: string;
  states: MessageAudienceState[];
  content: string;
}

const stateOptions = messageAudienceStates.map((s) => ({
  value: s,
  label: messageAudienceLabels[s],
}));
const shiftLabel = (s: Shift) =>
  `${formatDateTime(s.startTime)}–${formatDateTime(s.endTime).slice(11)}`;

/**
 * 群发消息: to the whole mission or one shift, to the states picked; each person once, by site
 * message and, if they bound one, e-mail. The count shows before it goes.
 */
export function SendMessageDialog({ missionId, shifts, open, onClose }: Props) {
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const timesInfoId = Form.useWatch('timesInfoId', form) ?? '';
  const states = (Form.useWatch('states', form) ?? ['accepted']) as MessageAudienceState[];
  const audience = useMessageAudience(
    { missionId, timesInfoId: timesInfoId || undefined, states },
    open,
  );
  const send = useSendMissionMessage();
  const [error, setError] = useState<string | null>(null);

  const submit = async () => {
    const values = form.getFieldsValue(true) as Values;
    const payload = { missionId, ...values, timesInfoId: values.timesInfoId || undefined };
    const checked = sendMissionMessageInputSchema.safeParse(payload);
    if (!checked.success) {
      setError(checked.error.issues[0]!.message);
      return;
    }
    setError(null);
    try {
      const sent = await send.mutateAsync(payload);
      void message.success(
        `已发送给 ${sent.recipientCount} 人${sent.emailCount > 0 ? `，其中 ${sent.emailCount} 人同时收到邮件` : ''}`,
      );
      form.resetFields();
      onClose();
    } catch {
      // The api client showed the refusal (the hourly limit, nobody to tell); the text stays.
    }
  };

  const count = audience.data?.recipientCount;
  return (
    <Modal
      open={open}
      title="群发消息"
      okText={count ? `发送给 ${count} 人` : '发送'}
      cancelText="取消"
      okButtonProps={{ loading: send.isPending, disabled: count === 0 }}
      onOk={() => void submit()}
      onCancel={onClose}
      data-testid="message-dialog"
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{ timesInfoId: '', states: ['accepted'], content: '' }}
        onValuesChange={() => setError(null)}
      >
        <Form.Item name="timesInfoId" label="发送范围">
          <Select
            options={[
              { value: '', label: '全部时段' },
              ...shifts.map((s) => ({ value: s.timesInfoId, label: shiftLabel(s) })),
            ]}
            data-testid="message-shift"
          />
        </Form.Item>
        <Form.Item name="states" label="接收人" required>
          <Checkbox.Group options={stateOptions} data-testid="message-states" />
        </Form.Item>
        <Form.Item
          name="content"
          label="消息内容"
          required
          validateStatus={error ? 'error' : undefined}
          help={error ?? undefined}
        >
          <Input.TextArea
            rows={5}
            maxLength={missionMessageMaxLength}
            showCount
            placeholder="如：集合地点改到公园南门，请提前10分钟到达。"
            data-testid="message-content"
          />
        </Form.Item>
      </Form>
      <Typography.Text type="secondary" data-testid="message-audience">
        {states.length === 0
          ? '请选择接收人'
          : count === undefined
            ? '正在统计接收人数…'
            : count === 0
              ? '没有符合条件的接收人'
              : `将以站内信发送给 ${count} 人，其中 ${audience.data!.emailCount} 人绑定了邮箱，将同时收到邮件。`}
      </Typography.Text>
    </Modal>
  );
}
