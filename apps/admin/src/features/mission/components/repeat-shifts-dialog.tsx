import { useState } from 'react';
import {
  Alert,
  Checkbox,
  DatePicker,
  Flex,
  Form,
  InputNumber,
  List,
  Modal,
  Space,
  TimePicker,
  Typography,
} from 'antd';
import { weekdayLabels } from '@zyz/domain';
import type { Period, ShiftFormValues } from '../model/mission-form';
import {
  describeShift,
  isBlankShift,
  previewRepeat,
  toShiftValues,
  type RepeatFormValues,
} from '../model/repeat-shifts';

const weekdayOptions = Object.entries(weekdayLabels).map(([value, label]) => ({
  value: Number(value),
  label,
}));

interface Props {
  open: boolean;
  onClose: () => void;
}

/**
 * 重复时段: a weekly pattern from one day to another, previewed shift by shift with the domain's
 * own expansion (the server's), then added to the form as ordinary shifts the organiser can
 * still edit or remove one by one before saving.
 */
export function RepeatShiftsDialog({ open, onClose }: Props) {
  const mission = Form.useFormInstance();
  const [form] = Form.useForm<RepeatFormValues>();
  const values = Form.useWatch([], form) ?? {};
  const [touched, setTouched] = useState(false);
  const servicePeriod = Form.useWatch('servicePeriod', mission) as Period | undefined;
  const shifts = (Form.useWatch('times', mission) ?? []) as ShiftFormValues[];
  const kept = shifts.filter((s) => !isBlankShift(s));
  const preview = previewRepeat(values, servicePeriod, kept.length);

  const add = () => {
    mission.setFieldValue('times', [...kept, ...preview.shifts.map(toShiftValues)]);
    onClose();
    form.resetFields();
    setTouched(false);
  };

  return (
    <Modal
      open={open}
      title="重复时段"
      width={720}
      okText={preview.shifts.length > 0 ? `添加这${preview.shifts.length}个时段` : '添加时段'}
      okButtonProps={{ disabled: preview.error !== null, ...{ 'data-testid': 'repeat-add' } }}
      cancelText="取消"
      onOk={add}
      onCancel={onClose}
      destroyOnHidden={false}
      data-testid="repeat-dialog"
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{ quota: 10, hours: 2 }}
        onValuesChange={() => setTouched(true)}
      >
        <Form.Item name="weekdays" label="每周" required>
          <Checkbox.Group options={weekdayOptions} data-testid="repeat-weekdays" />
        </Form.Item>
        <Space wrap size={[16, 0]} align="start">
          <Form.Item name="clock" label="每天的时间" required>
            <TimePicker.RangePicker
              format="HH:mm"
              minuteStep={5}
              placeholder={['开始时刻', '结束时刻']}
              data-testid="repeat-clock"
            />
          </Form.Item>
          <Form.Item name="days" label="日期范围" required>
            <DatePicker.RangePicker
              format="YYYY-MM-DD"
              placeholder={['开始日期', '结束日期']}
              data-testid="repeat-days"
            />
          </Form.Item>
          <Form.Item name="quota" label="每个时段招募人数" required>
            <InputNumber min={1} max={100000} precision={0} style={{ width: 140 }} />
          </Form.Item>
          <Form.Item name="hours" label="记录时长" required>
            <InputNumber min={0} max={24} step={0.5} suffix="小时" style={{ width: 140 }} />
          </Form.Item>
        </Space>
      </Form>
      <Flex vertical gap={8} data-testid="repeat-preview">
        {touched && preview.error && <Alert type="warning" showIcon title={preview.error} />}
        {preview.shifts.length > 0 && (
          <Typography.Text>
            将生成 <b data-testid="repeat-count">{preview.shifts.length}</b> 个时段
            {kept.length > 0 &&
              `（已有 ${kept.length} 个，合计 ${kept.length + preview.shifts.length} 个）`}
            ，每个活动最多 200 个。
          </Typography.Text>
        )}
        {preview.shifts.length > 0 && (
          <List
            size="small"
            bordered
            style={{ maxHeight: 240, overflow: 'auto' }}
            dataSource={preview.shifts}
            renderItem={(s, i) => (
              <List.Item data-testid="repeat-shift">
                <Typography.Text type={preview.outside.includes(i) ? 'danger' : undefined}>
                  第{i + 1}个：{describeShift(s)}
                  {preview.outside.includes(i) && '（不在服务时间内）'}
                </Typography.Text>
              </List.Item>
            )}
          />
        )}
      </Flex>
    </Modal>
  );
}
