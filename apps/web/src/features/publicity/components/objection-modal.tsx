import { Alert, Form, Input, Modal, Result, Typography } from 'antd';
import { useRaiseObjection } from '../api/publicity';
import { objectionReasonProblem } from '../model/objection-form';

interface Props {
  /** The record objected to, with the masked name shown in the title; null when closed. */
  record: { recordId: string; name: string } | null;
  onClose: () => void;
}

interface Fields {
  reason: string;
  contact?: string;
}

/** 提出异议: anyone may object while a record is in publicity; the organiser answers. */
export function ObjectionModal({ record, onClose }: Props) {
  const [form] = Form.useForm<Fields>();
  const raise = useRaiseObjection();
  const close = () => {
    form.resetFields();
    raise.reset();
    onClose();
  };
  const submit = (fields: Fields) => {
    if (!record) return;
    raise.mutate({
      recordId: record.recordId,
      reason: fields.reason.trim(),
      contact: fields.contact?.trim() || undefined,
    });
  };

  return (
    <Modal
      open={record !== null}
      title={record ? `对 ${record.name} 的时长提出异议` : '提出异议'}
      onCancel={close}
      okText={raise.isSuccess ? '关闭' : '提交异议'}
      onOk={raise.isSuccess ? close : () => form.submit()}
      cancelButtonProps={{ style: raise.isSuccess ? { display: 'none' } : undefined }}
      confirmLoading={raise.isPending}
      destroyOnHidden
      data-testid="objection-modal"
    >
      {raise.isSuccess ? (
        <Result
          status="success"
          title="异议已提交"
          subTitle="该记录暂停计入，组织核实后作出处理。"
          data-testid="objection-success"
        />
      ) : (
        <Form<Fields> form={form} layout="vertical" onFinish={submit} requiredMark>
          <Typography.Paragraph type="secondary">
            如该志愿者并未在场或时长不实，请说明理由。提交后该记录暂停计入，由发布活动的组织核实处理。
          </Typography.Paragraph>
          <Form.Item
            name="reason"
            label="异议理由"
            required
            rules={[
              {
                validator: (_, value: string | undefined) => {
                  const problem = objectionReasonProblem(value ?? '');
                  return problem ? Promise.reject(new Error(problem)) : Promise.resolve();
                },
              },
            ]}
          >
            <Input.TextArea
              rows={4}
              maxLength={500}
              showCount
              placeholder="至少5个字"
              data-testid="objection-reason"
            />
          </Form.Item>
          <Form.Item name="contact" label="联系方式（选填）">
            <Input
              maxLength={64}
              placeholder="手机号或邮箱，便于组织联系您"
              data-testid="objection-contact"
            />
          </Form.Item>
          {raise.error && (
            <Alert
              type="error"
              showIcon
              title={raise.error.message}
              data-testid="objection-error"
            />
          )}
        </Form>
      )}
    </Modal>
  );
}
