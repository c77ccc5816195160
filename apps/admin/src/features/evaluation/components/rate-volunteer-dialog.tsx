import { App, Form, Input, Modal, Rate } from 'antd';
import { evaluationScoreLabels, type MissionEvaluationRow } from '@zyz/domain';
import { useRateVolunteer } from '../api/evaluations';

interface Values {
  score: number;
  content?: string;
}

/** The organiser's rating of one volunteer's shift: stars and an optional comment, once. */
export function RateVolunteerDialog({
  row,
  onClose,
}: {
  row: MissionEvaluationRow | null;
  onClose: () => void;
}) {
  const [form] = Form.useForm<Values>();
  const { message } = App.useApp();
  const rate = useRateVolunteer();
  const score = Form.useWatch('score', form);
  const submit = (v: Values) =>
    row &&
    void rate
      .mutateAsync({
        missionPersonlId: row.missionPersonlId,
        score: v.score,
        content: v.content ?? '',
      })
      .then(() => {
        void message.success(`已评价 ${row.volunteerName}`);
        onClose();
      })
      .catch(() => undefined);
  return (
    <Modal
      open={row !== null}
      title={`评价志愿者：${row?.volunteerName ?? ''}`}
      okText="提交评价"
      confirmLoading={rate.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      afterClose={() => form.resetFields()}
      okButtonProps={{ 'data-testid': 'rate-volunteer-submit' }}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onFinish={submit}>
        <Form.Item
          name="score"
          label="服务表现"
          rules={[{ required: true, message: '请选择评分' }]}
          extra={score ? evaluationScoreLabels[score] : '点击星星评分'}
        >
          <Rate data-testid="rate-volunteer-stars" />
        </Form.Item>
        <Form.Item name="content" label="评语（选填，志愿者可见）">
          <Input.TextArea rows={4} maxLength={500} showCount data-testid="rate-volunteer-content" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
