import { Form, Input, Modal, Rate, Typography } from 'antd';
import { evaluationScoreLabels, type EvaluateItem } from '@zyz/domain';
import { showSuccess } from '../../../lib/feedback';
import { useSaveEvaluation } from '../api/evaluations';

interface Values {
  score: number;
  content?: string;
}

/** Rates a finished shift's mission: stars and an optional comment, once per application. */
export function EvaluateDialog({
  item,
  onClose,
}: {
  item: EvaluateItem | null;
  onClose: () => void;
}) {
  const [form] = Form.useForm<Values>();
  const save = useSaveEvaluation();
  const score = Form.useWatch('score', form);
  return (
    <Modal
      open={item !== null}
      title="评价活动"
      okText="提交评价"
      confirmLoading={save.isPending}
      onCancel={onClose}
      onOk={() => form.submit()}
      afterClose={() => form.resetFields()}
      okButtonProps={{ 'data-testid': 'evaluate-submit' }}
      destroyOnHidden
    >
      <Typography.Paragraph strong>{item?.subject}</Typography.Paragraph>
      <Form
        form={form}
        layout="vertical"
        onFinish={(values) =>
          item &&
          save.mutate(
            {
              missionPersonlId: Number(item.missionPersonlId),
              score: values.score,
              content: values.content ?? '',
            },
            {
              onSuccess: () => {
                showSuccess('感谢您的评价');
                onClose();
              },
            },
          )
        }
      >
        <Form.Item
          name="score"
          label="活动评分"
          rules={[{ required: true, message: '请选择评分' }]}
          extra={score ? evaluationScoreLabels[score] : '点击星星评分'}
        >
          <Rate data-testid="evaluate-rate" />
        </Form.Item>
        <Form.Item name="content" label="评价内容（选填）">
          <Input.TextArea
            rows={4}
            maxLength={500}
            showCount
            placeholder="说说这次服务的收获与建议"
            data-testid="evaluate-content"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
