import { Alert, DatePicker, Form, Input, Modal, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import type { AttendanceRow } from '@zyz/domain';
import { formatDateTime } from '../../../lib/format';
import { fromChinaWallClock, toChinaWallClock } from '../../../lib/china-time';
import type { AttendanceEntry } from '../api/attendance-entry';
import type { EntryAction } from './attendance-table';
import { validValues } from '@zyz/client';

const titles: Record<EntryAction, string> = {
  signIn: '补录签到',
  signOut: '补录签退',
  correctTime: '更正签到签退时间',
};

interface Values {
  time?: Dayjs | null;
  signInTime?: Dayjs | null;
  signOutTime?: Dayjs | null;
  reason: string;
}

interface Props {
  target: { row: AttendanceRow; action: EntryAction } | null;
  isSubmitting: boolean;
  onSubmit: (entry: AttendanceEntry) => void;
  onClose: () => void;
}

const wall = (v?: Dayjs | null) => (v ? toChinaWallClock(v) : undefined);
const pickerProps = {
  showTime: { format: 'HH:mm' },
  format: 'YYYY-MM-DD HH:mm',
  style: { width: '100%' },
};

/**
 * The organiser's manual entry. A reason is required: it is kept with who made the change and
 * shown in the correction history. Times are China time, as on the attendance list.
 */
export function AttendanceEntryDialog({ target, isSubmitting, onSubmit, onClose }: Props) {
  const [form] = Form.useForm<Values>();
  const action = target?.action;
  const row = target?.row;

  // The form mounts with the dialog (destroyOnHidden), so a correction starts from the row's times.
  const initialValues: Partial<Values> =
    row && action === 'correctTime'
      ? {
          signInTime: row.signInTime ? fromChinaWallClock(row.signInTime) : null,
          signOutTime: row.signOutTime ? fromChinaWallClock(row.signOutTime) : null,
        }
      : {};

  const submit = (v: Values) => {
    if (!row || !action) return;
    const reason = v.reason.trim();
    if (action === 'signIn')
      onSubmit({ action, missionPersonlId: row.missionPersonlId!, time: wall(v.time), reason });
    else if (action === 'signOut')
      onSubmit({
        action,
        missionServiceLogId: row.missionServiceLogId!,
        time: wall(v.time),
        reason,
      });
    else
      onSubmit({
        action,
        missionServiceLogId: row.missionServiceLogId!,
        signInTime: wall(v.signInTime),
        signOutTime: wall(v.signOutTime),
        reason,
      });
  };

  return (
    <Modal
      open={target !== null}
      title={action ? `${titles[action]} · ${row?.name ?? ''}` : ''}
      okText="确定"
      okButtonProps={{ loading: isSubmitting }}
      onOk={() => void validValues(form).then((v) => v && submit(v))}
      onCancel={onClose}
      afterClose={() => form.resetFields()}
      destroyOnHidden
      data-testid="attendance-entry-dialog"
    >
      {row && (
        <Typography.Paragraph type="secondary">
          时段 {formatDateTime(row.startTime)} 至 {formatDateTime(row.endTime)}
          （可填写时段开始前60分钟至结束后60分钟内的时间）
        </Typography.Paragraph>
      )}
      <Form form={form} layout="vertical" preserve={false} initialValues={initialValues}>
        {action === 'correctTime' ? (
          <>
            {row?.recordState && (
              <Alert
                type="info"
                showIcon
                style={{ marginBottom: 16 }}
                title="公示中的服务时长将按更正后的时间重新计算"
              />
            )}
            <Form.Item
              name="signInTime"
              label="签到时间"
              rules={[{ required: true, message: '请选择签到时间' }]}
            >
              <DatePicker {...pickerProps} data-testid="entry-sign-in-time" />
            </Form.Item>
            <Form.Item name="signOutTime" label="签退时间" extra="尚未签退可留空">
              <DatePicker {...pickerProps} data-testid="entry-sign-out-time" />
            </Form.Item>
          </>
        ) : (
          <Form.Item
            name="time"
            label={action === 'signIn' ? '签到时间' : '签退时间'}
            extra="留空为当前时间"
          >
            <DatePicker {...pickerProps} data-testid="entry-time" />
          </Form.Item>
        )}
        <Form.Item
          name="reason"
          label="原因"
          extra="原因将与操作人一同记录，可在补录与更正记录中查看"
          rules={[
            { required: true, whitespace: true, message: '请填写原因' },
            { max: 200, message: '原因不能超过200个字' },
          ]}
        >
          <Input.TextArea
            rows={3}
            maxLength={200}
            showCount
            placeholder="如：志愿者手机没电，现场登记到场"
            data-testid="entry-reason"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
