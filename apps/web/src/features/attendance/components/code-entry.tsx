import { useState } from 'react';
import { Link } from 'react-router';
import { Alert, Empty, Flex, Input, Radio, Skeleton, Typography } from 'antd';
import { paths } from '../../../lib/paths';
import { ApiError } from '../../../lib/api-client';
import { formatChinaDateTime, formatChinaPeriod } from '../../../lib/china-time';
import type { PointerState } from '../../mission';
import { useShiftsView } from '../api/offline-shifts';
import { isSixDigitCode, shiftsOfToday } from '../model/scan-body';
import { ScanActions } from './scan-actions';

interface CodeEntryProps {
  userId: string;
  pointer: PointerState;
  /** The shift the volunteer came for (志愿者日程's 签到/签退), chosen when it is one of today's. */
  preferredShiftId?: string;
}

/** Without a QR token: the six-digit code shown beside the QR, for one of today's shifts. */
export function CodeEntry({ userId, pointer, preferredShiftId }: CodeEntryProps) {
  // From the server, or without signal from the snapshot kept on the phone (issue 49).
  const list = useShiftsView(userId);
  const shifts = shiftsOfToday(list.data?.list ?? [], new Date());
  const [picked, setPicked] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const preferred = shifts.find((s) => s.timesInfoId === preferredShiftId)?.timesInfoId;
  const timesInfoId = picked ?? preferred ?? (shifts.length === 1 ? shifts[0]!.timesInfoId : null);

  if (list.isPending) return <Skeleton active />;
  if (list.isError)
    return (
      <Alert
        type="error"
        showIcon
        title={
          list.error instanceof ApiError && list.error.status === 0
            ? '当前没有网络，本机也没有保存今天的时段：请扫描现场二维码，或联网后再打开本页'
            : '今日时段加载失败，请刷新页面重试'
        }
      />
    );
  if (shifts.length === 0)
    return (
      <Empty data-testid="scan-no-shift" description="您今天没有已录用的活动时段">
        <Link to={paths.mission}>去看看志愿活动</Link>
      </Empty>
    );

  return (
    <Flex vertical gap="middle">
      <Typography.Text strong>选择今天的时段</Typography.Text>
      {list.data.isSnapshot && (
        <Typography.Text type="secondary" data-testid="scan-shifts-snapshot">
          当前没有网络，以下为本机 {formatChinaDateTime(list.data.savedAt)} 保存的时段。
        </Typography.Text>
      )}
      <Radio.Group
        value={timesInfoId}
        onChange={(e) => setPicked(e.target.value as string)}
        data-testid="scan-shift-picker"
      >
        <Flex vertical gap="small">
          {shifts.map((s) => (
            <Radio key={s.timesInfoId} value={s.timesInfoId} style={{ padding: '8px 0' }}>
              <Flex vertical>
                <span>{s.subject}</span>
                <Typography.Text type="secondary">
                  {formatChinaPeriod(s.startTime, s.endTime)}
                </Typography.Text>
              </Flex>
            </Radio>
          ))}
        </Flex>
      </Radio.Group>
      <Typography.Text strong>现场显示的6位签到码</Typography.Text>
      <Input
        size="large"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        placeholder="请输入6位签到码"
        value={code}
        onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
        style={{ fontSize: 24, letterSpacing: 8, textAlign: 'center' }}
        data-testid="scan-code-input"
      />
      {timesInfoId && isSixDigitCode(code) ? (
        <ScanActions
          key={`${timesInfoId}-${code}`}
          source={{ timesInfoId, code }}
          pointer={pointer}
          userId={userId}
        />
      ) : (
        <Typography.Text type="secondary">
          {timesInfoId ? '填写6位签到码后即可签到或签退。' : '请先选择时段。'}
        </Typography.Text>
      )}
    </Flex>
  );
}
