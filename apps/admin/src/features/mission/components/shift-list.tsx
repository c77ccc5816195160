import { useState } from 'react';
import { Button, Card, DatePicker, Flex, Form, InputNumber, Space, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined, RetweetOutlined } from '@ant-design/icons';
import { maxShiftsPerMission } from '@zyz/domain';
import { RepeatShiftsDialog } from './repeat-shifts-dialog';

/**
 * The shifts (时段) as a Form.List. A kept shift carries its timesInfoId in a hidden field so
 * an edit updates it (its applications stay attached) rather than replacing it.
 */
export function ShiftList() {
  const [isRepeating, setRepeating] = useState(false);
  return (
    <Form.List name="times">
      {(fields, { add, remove }, { errors }) => (
        <Space direction="vertical" size={12} style={{ width: '100%' }} data-testid="shift-list">
          {fields.map((field, index) => (
            <Card
              key={field.key}
              size="small"
              title={`第${index + 1}个时段`}
              data-testid="shift-item"
              extra={
                fields.length > 1 && (
                  <Button
                    type="text"
                    danger
                    size="small"
                    icon={<DeleteOutlined />}
                    onClick={() => remove(field.name)}
                    aria-label={`删除第${index + 1}个时段`}
                  >
                    删除
                  </Button>
                )
              }
            >
              <Form.Item name={[field.name, 'timesInfoId']} hidden>
                <input />
              </Form.Item>
              <Space wrap size={[16, 0]} align="start">
                <Form.Item
                  name={[field.name, 'period']}
                  label="时段"
                  rules={[{ required: true, message: '请选择时段的开始和结束时间' }]}
                >
                  <DatePicker.RangePicker
                    showTime={{ format: 'HH:mm', minuteStep: 5 }}
                    format="YYYY-MM-DD HH:mm"
                    placeholder={['开始时间', '结束时间']}
                    data-testid="shift-period"
                  />
                </Form.Item>
                <Form.Item
                  name={[field.name, 'quota']}
                  label="招募人数"
                  rules={[{ required: true, message: '请填写招募人数' }]}
                >
                  <InputNumber
                    min={1}
                    max={100000}
                    precision={0}
                    style={{ width: 120 }}
                    data-testid="shift-quota"
                  />
                </Form.Item>
                <Form.Item
                  name={[field.name, 'hours']}
                  label="记录时长"
                  rules={[{ required: true, message: '请填写记录时长' }]}
                >
                  <InputNumber
                    min={0}
                    max={24}
                    step={0.5}
                    suffix="小时"
                    style={{ width: 140 }}
                    data-testid="shift-hours"
                  />
                </Form.Item>
              </Space>
            </Card>
          ))}
          <Form.ErrorList errors={errors} />
          <Flex gap={12}>
            <Button
              type="dashed"
              block
              icon={<PlusOutlined />}
              disabled={fields.length >= maxShiftsPerMission}
              onClick={() => add({ quota: 10, hours: 2 })}
              data-testid="shift-add"
            >
              添加时段
            </Button>
            <Button
              type="dashed"
              block
              icon={<RetweetOutlined />}
              onClick={() => setRepeating(true)}
              data-testid="shift-repeat"
            >
              重复时段（按周生成）
            </Button>
          </Flex>
          <Typography.Text type="secondary">
            每个时段须在服务时间范围内，每个活动最多{maxShiftsPerMission}
            个时段；记录时长为志愿者完成该时段后计入的服务时长。
          </Typography.Text>
          <RepeatShiftsDialog open={isRepeating} onClose={() => setRepeating(false)} />
        </Space>
      )}
    </Form.List>
  );
}
