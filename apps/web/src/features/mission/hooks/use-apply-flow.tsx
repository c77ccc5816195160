import { useState } from 'react';
import { Typography } from 'antd';
import { formatMinutes, type ApplyResult, type PublicMissionDetail, type Shift } from '@zyz/domain';
import { ApiError } from '../../../lib/api-client';
import { useApplyForShift } from '../api/apply-for-shift';
import { formatChinaPeriod } from '../../../lib/china-time';
import { useLoginRedirect } from './use-login-redirect';
import { useFeedback } from '../../../lib/feedback';

function successText(result: ApplyResult): string {
  if (result.state === 'waitlisted')
    return `该时段名额已满，您已进入候补名单，当前候补第${result.waitlistPosition ?? '-'}位。有名额空出时将按顺序自动递补，并以站内消息通知您。`;
  return '报名已提交，当前状态：待审核。组织审核后将以站内消息通知您，可在“个人中心 - 志愿者日程”查看。';
}

/**
 * Confirm → apply → say what happened. Refusals show the server's msg as it is: it names
 * the reason precisely (a clash names the other mission, a full shift, the period...).
 */
export function useApplyFlow(mission: PublicMissionDetail) {
  const { modal } = useFeedback();
  const apply = useApplyForShift();
  const goToLogin = useLoginRedirect();
  // The waitlist position is only in the apply answer; keep it to show 候补第N位 on the row.
  const [results, setResults] = useState<Record<string, ApplyResult>>({});

  const submit = async (shift: Shift) => {
    try {
      const result = await apply.mutateAsync({
        missionId: mission.missionId,
        timesInfoId: shift.timesInfoId,
      });
      setResults((prev) => ({ ...prev, [shift.timesInfoId]: result }));
      modal.success({
        title: result.state === 'waitlisted' ? '已加入候补' : '报名成功',
        content: successText(result),
        okText: '知道了',
      });
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) {
        goToLogin();
        return;
      }
      modal.error({
        title: '报名未成功',
        content: error instanceof Error ? error.message : '报名失败，请稍后重试',
        okText: '知道了',
      });
    }
  };

  const confirm = (shift: Shift, isWaitlist: boolean) =>
    modal.confirm({
      title: isWaitlist ? '确认候补报名' : '确认报名',
      okText: isWaitlist ? '加入候补' : '确认报名',
      cancelText: '再想想',
      content: (
        <div data-testid="apply-confirm">
          <Typography.Paragraph strong style={{ marginBottom: 4 }}>
            {mission.subject}
          </Typography.Paragraph>
          <div>时段：{formatChinaPeriod(shift.startTime, shift.endTime)}</div>
          <div>计入时长：{formatMinutes(shift.creditMinutes)}</div>
          <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
            {isWaitlist
              ? '该时段名额已满，提交后将进入候补名单，有名额空出时按顺序自动递补。'
              : '提交后需等待组织审核，录用后请按时参加。'}
          </Typography.Paragraph>
        </div>
      ),
      onOk: () => submit(shift),
    });

  return {
    confirm,
    results,
    applyingShiftId: apply.isPending ? apply.variables?.timesInfoId : null,
  };
}
