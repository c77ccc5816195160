import { DatePicker, Form, Switch } from 'antd';
import type { Dayjs } from 'dayjs';
import { fromChinaWallClock, toChinaWallClock } from '../../../lib/china-time';

export interface ScheduleValues {
  startAt: Dayjs;
  endAt?: Dayjs | null;
  enabled: boolean;
}

/** 上线时间 / 下线时间 / 启用: what decides when an item shows on the portal. */
export function ScheduleFields() {
  return (
    <>
      <Form.Item
        name="startAt"
        label="上线时间"
        rules={[{ required: true, message: '请选择上线时间' }]}
      >
        <DatePicker
          showTime={{ format: 'HH:mm' }}
          format="YYYY-MM-DD HH:mm"
          style={{ width: '100%' }}
        />
      </Form.Item>
      <Form.Item
        name="endAt"
        label="下线时间"
        extra="留空则一直展示，直到手动下线"
        dependencies={['startAt']}
        rules={[
          ({ getFieldValue }) => ({
            validator: (_, value: Dayjs | null | undefined) => {
              const start = getFieldValue('startAt') as Dayjs | undefined;
              if (!value || !start || value.isAfter(start)) return Promise.resolve();
              return Promise.reject(new Error('下线时间须晚于上线时间'));
            },
          }),
        ]}
      >
        <DatePicker
          showTime={{ format: 'HH:mm' }}
          format="YYYY-MM-DD HH:mm"
          style={{ width: '100%' }}
        />
      </Form.Item>
      <Form.Item name="enabled" label="启用" valuePropName="checked">
        <Switch checkedChildren="启用" unCheckedChildren="停用" />
      </Form.Item>
    </>
  );
}

export const scheduleToWire = (v: ScheduleValues) => ({
  startAt: toChinaWallClock(v.startAt),
  endAt: v.endAt ? toChinaWallClock(v.endAt) : undefined,
  enabled: v.enabled,
});

export const scheduleFromWire = (v: {
  startAt: string;
  endAt: string | null;
  enabled: boolean;
}) => ({
  startAt: fromChinaWallClock(v.startAt),
  endAt: v.endAt ? fromChinaWallClock(v.endAt) : null,
  enabled: v.enabled,
});
