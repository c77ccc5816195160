import { useState } from 'react';
import type { Dayjs } from 'dayjs';
import { Alert, App, DatePicker, Flex, Form, Modal, Skeleton, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { chinaDateString, daysBetween, weekdayLabels, weekdayOfDay } from '@zyz/domain';
import { missionPaths } from '../../../lib/paths';
import { chinaToday, formatDateTime } from '../../../lib/format';
import { useCopyMission } from '../api/copy-mission';
import { useViewMission } from '../api/view-mission';
import { fromChinaDay, toChinaDay } from '../../../lib/china-time';

interface Props {
  mission: { missionId: string; subject: string };
  open: boolean;
  onClose: () => void;
}

/** The original's first shift day moved on by whole weeks to the first one after today. */
function suggestedDay(firstDay: string, today: string): string {
  const gap = daysBetween(firstDay, today) ?? 0;
  const weeks = Math.max(1, Math.floor(gap / 7) + 1);
  return chinaDateString(
    new Date(Date.parse(`${firstDay}T12:00:00+08:00`) + weeks * 7 * 86_400_000),
  );
}

const weekdayOf = (day: string) => weekdayLabels[weekdayOfDay(day) ?? 0] ?? '';

/**
 * 复制活动: a draft with the same content, every date moved so its first shift falls on the day
 * the organiser picks; the same weekday keeps a weekly pattern's weekdays.
 */
export function CopyMissionDialog({ mission, open, onClose }: Props) {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const detail = useViewMission(open ? mission.missionId : undefined);
  const copy = useCopyMission();
  const [picked, setPicked] = useState<Dayjs | null>(null);
  const today = chinaToday();
  const first = detail.data?.times[0]?.startTime ?? detail.data?.serviceStart;
  const firstDay = first ? chinaDateString(new Date(first)) : null;
  const day = picked ?? (firstDay ? fromChinaDay(suggestedDay(firstDay, today)) : null);
  const target = day ? toChinaDay(day) : null;
  const shift = firstDay && target ? daysBetween(firstDay, target) : null;

  const submit = async () => {
    if (!target) return;
    try {
      const { missionId } = await copy.mutateAsync({
        missionId: mission.missionId,
        firstDay: target,
      });
      void message.success('已复制为草稿，请检查后发布');
      onClose();
      void navigate(missionPaths.edit(missionId));
    } catch {
      // The api client showed the refusal; the dialog stays for another day.
    }
  };

  return (
    <Modal
      open={open}
      title={`复制活动「${mission.subject}」`}
      okText="复制为草稿"
      cancelText="取消"
      okButtonProps={{ disabled: !target, loading: copy.isPending }}
      onOk={() => void submit()}
      onCancel={onClose}
      data-testid="copy-dialog"
    >
      {!detail.data ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : (
        <Flex vertical gap={12}>
          <Typography.Text>
            复制全部内容、报名条件和时段，生成一个新的草稿；时段、招募时间和服务时间按同样的天数顺延。
          </Typography.Text>
          {first && (
            <Typography.Text type="secondary" data-testid="copy-original">
              原活动首个时段：{formatDateTime(first)}（{weekdayOf(firstDay!)}），共{' '}
              {detail.data.times.length} 个时段
            </Typography.Text>
          )}
          <Form layout="vertical">
            <Form.Item label="新的首个时段日期" required style={{ marginBottom: 0 }}>
              <DatePicker
                value={day}
                onChange={(v) => setPicked(v)}
                allowClear={false}
                disabledDate={(d) => toChinaDay(d) < today}
                format="YYYY-MM-DD"
                data-testid="copy-first-day"
              />
            </Form.Item>
          </Form>
          {shift !== null && target && (
            <Typography.Text data-testid="copy-shift">
              所有日期{shift >= 0 ? `顺延 ${shift}` : `提前 ${-shift}`} 天，新的首个时段在 {target}
              （{weekdayOf(target)}）。
            </Typography.Text>
          )}
          {firstDay && target && weekdayOfDay(firstDay) !== weekdayOfDay(target) && (
            <Alert
              type="warning"
              showIcon
              title={`所选日期是${weekdayOf(target)}，原活动首个时段是${weekdayOf(firstDay)}：每周的时段会换到别的星期`}
            />
          )}
        </Flex>
      )}
    </Modal>
  );
}
