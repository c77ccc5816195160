import { Form, Input, InputNumber, Modal, Radio, Typography } from 'antd';
import { formatMinutes, type ObjectionRow } from '@zyz/domain';
import type { ResolveInput } from '../api/objections';
import { SubLine } from '../../../components/sub-line';
import { validValues } from '@zyz/client';

type Outcome = 'void' | 'correct' | 'dismiss';

interface Values {
  outcome: Outcome;
  minutes?: number;
  note: string;
}

interface Props {
  objection: ObjectionRow | null;
  isSubmitting: boolean;
  onSubmit: (input: ResolveInput) => void;
  onClose: () => void;
}

/**
 * 处理异议: upheld → the hours are voided or corrected (and go back to publicity); dismissed →
 * the hours go back to publicity as they were. The note is what the volunteer is told.
 */
export function ResolveDialog({ objection, isSubmitting, onSubmit, onClose }: Props) {
  const [form] = Form.useForm<Values>();
  const outcome = Form.useWatch('outcome', form);
  const submit = (v: Values) => {
    if (!objection) return;
    const note = v.note.trim();
    const { objectionId } = objection;
    if (v.outcome === 'dismiss') onSubmit({ objectionId, decision: 'dismiss', note });
    else if (v.outcome === 'void') onSubmit({ objectionId, decision: 'uphold', note });
    else onSubmit({ objectionId, decision: 'uphold', note, minutes: v.minutes });
  };
  return (
    <Modal
      open={objection !== null}
      title="处理异议"
      okText="确定"
      okButtonProps={{ loading: isSubmitting }}
      onOk={() => void validValues(form).then((v) => v && submit(v))}
      onCancel={onClose}
      afterClose={() => form.resetFields()}
      destroyOnHidden
      data-testid="resolve-dialog"
    >
      {objection && (
        <Typography.Paragraph>
          {objection.subject} · {objection.name} · {formatMinutes(objection.minutes)}
          <SubLine>异议理由：{objection.reason}</SubLine>
        </Typography.Paragraph>
      )}
      <Form form={form} layout="vertical" preserve={false} initialValues={{ outcome: 'dismiss' }}>
        <Form.Item name="outcome" label="处理结果">
          <Radio.Group
            options={[
              { value: 'dismiss', label: '异议不成立，恢复公示' },
              { value: 'correct', label: '异议成立，更正时长' },
              { value: 'void', label: '异议成立，作废时长' },
            ]}
            data-testid="resolve-outcome"
          />
        </Form.Item>
        {outcome === 'correct' && (
          <Form.Item
            name="minutes"
            label="更正后的时长（分钟）"
            extra="更正后重新进入公示期"
            rules={[{ required: true, message: '请填写更正后的时长' }]}
          >
            <InputNumber
              min={0}
              max={1440}
              precision={0}
              suffix="分钟"
              style={{ width: 200 }}
              data-testid="resolve-minutes"
            />
          </Form.Item>
        )}
        <Form.Item
          name="note"
          label="处理说明"
          rules={[
            { required: true, whitespace: true, message: '请填写处理说明' },
            { max: 200, message: '处理说明不能超过200个字' },
          ]}
        >
          <Input.TextArea
            rows={3}
            maxLength={200}
            showCount
            placeholder="如：经核对签到记录，时长无误"
            data-testid="resolve-note"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
