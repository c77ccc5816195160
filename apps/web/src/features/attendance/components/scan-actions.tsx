import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Flex, Result, Typography } from 'antd';
import { formatMinutes } from '@zyz/domain';
import { ApiError } from '../../../lib/api-client';
import { formatChinaDateTime, toChinaTime } from '../../../lib/china-time';
import type { PointerState } from '../../mission';
import { shiftsViewOptions, useShiftsView } from '../api/offline-shifts';
import { useScanQrcode } from '../api/scan-qrcode';
import { useOnline } from '../hooks/use-online';
import { shiftOfSource } from '../model/offline-checks';
import { recordInSnapshot, type WaitingScan } from '../model/offline-store';
import { queueScan } from '../model/queue-scan';
import { asksToScanAgain, scanBody, type ScanSource } from '../model/scan-body';
import { noteServerTime, readScanClock, type ScanClock } from '../model/scan-clock';

interface Props {
  source: ScanSource;
  pointer: PointerState;
  userId: string;
}

const isNetworkFailure = (error: unknown) => error instanceof ApiError && error.status === 0;

/**
 * The two big buttons and what the server answered; a refusal shows the server's msg. Without a
 * connection (or when the call cannot get through) the scan is kept on the phone with its time,
 * and sent when the network is back (issue 49).
 */
export function ScanActions({ source, pointer, userId }: Props) {
  const scan = useScanQrcode();
  const queryClient = useQueryClient();
  const isOnline = useOnline();
  const shifts = useShiftsView(userId);
  const [saved, setSaved] = useState<WaitingScan | null>(null);
  const [offlineRefusal, setOfflineRefusal] = useState('');
  const [isSaving, setIsSaving] = useState(false);
  const position = pointer.pointer
    ? { lat: pointer.pointer.latitude, lng: pointer.pointer.longitude }
    : null;

  const keep = async (action: 'in' | 'out', clock: ScanClock) => {
    setIsSaving(true);
    const outcome = await queueScan({
      userId,
      source,
      action,
      position,
      clock,
      shifts: shifts.data?.list ?? null,
    }).catch(() => ({ ok: false as const, msg: '无法在本机保存扫码记录，请联网后重新扫码' }));
    setIsSaving(false);
    if (outcome.ok) setSaved(outcome.scan);
    else setOfflineRefusal(outcome.msg);
  };

  const send = (action: 'in' | 'out') => {
    // The scan's time is when the button was pressed, whatever happens next.
    const clock = readScanClock();
    setSaved(null);
    setOfflineRefusal('');
    scan.reset();
    if (!navigator.onLine) return void keep(action, clock);
    scan.mutate(scanBody(source, action, position), {
      onSuccess: async (r) => {
        noteServerTime(r.action === 'in' ? r.signInTime : (r.signOutTime ?? ''));
        // The phone's snapshot learns of it at once: signal may go before the next refresh.
        const timesInfoId = shiftOfSource(source);
        if (timesInfoId) await recordInSnapshot(userId, timesInfoId, r).catch(() => undefined);
        await queryClient.invalidateQueries({ queryKey: shiftsViewOptions(userId).queryKey });
      },
      onError: (error) => {
        if (isNetworkFailure(error)) void keep(action, clock);
      },
    });
  };
  const error = scan.error;
  const serverMsg =
    !error || isNetworkFailure(error)
      ? ''
      : error instanceof ApiError
        ? error.message
        : '网络连接失败，请稍后重试';
  const msg = offlineRefusal || serverMsg;
  const result = scan.data;
  const isBusy = scan.isPending || isSaving;

  return (
    <Flex vertical gap="middle">
      {!isOnline && (
        <Alert
          type="warning"
          showIcon
          data-testid="scan-offline-notice"
          title="当前没有网络"
          description="签到签退将先保存在本机，联网后自动提交，记录的是扫码时的时间。"
        />
      )}
      {pointer.status === 'locating' && (
        <Alert type="info" showIcon title="正在获取您的位置，签到时将一并核对与活动地点的距离。" />
      )}
      {pointer.status !== 'locating' && pointer.status !== 'ready' && (
        <Alert
          type="warning"
          showIcon
          title="未能获取您的位置：仍可签到签退，如现场要求核对位置，请在浏览器设置中允许本站定位后刷新页面。"
        />
      )}
      <Flex gap="middle">
        {(['in', 'out'] as const).map((action) => (
          <Button
            key={action}
            type={action === 'in' ? 'primary' : 'default'}
            size="large"
            block
            style={{ height: 64, fontSize: 20 }}
            loading={scan.isPending && scan.variables?.action === action}
            disabled={isBusy}
            onClick={() => send(action)}
            data-testid={`scan-${action}`}
          >
            {action === 'in' ? '签到' : '签退'}
          </Button>
        ))}
      </Flex>
      {result && (
        <Result
          status="success"
          data-testid="scan-success"
          title={result.action === 'in' ? '签到成功' : '签退成功'}
          subTitle={
            <Flex vertical>
              <Typography.Text strong>{result.subject}</Typography.Text>
              <span>签到时间：{formatChinaDateTime(result.signInTime)}</span>
              {result.signOutTime && (
                <span>签退时间：{formatChinaDateTime(result.signOutTime)}</span>
              )}
              {result.minutes !== null && (
                <span>本次计入时长：{formatMinutes(result.minutes)}（公示期满后生效）</span>
              )}
            </Flex>
          }
        />
      )}
      {/* Confirms the tap; the list below says 已保存在本机，联网后自动提交 of every waiting scan. */}
      {saved && (
        <Alert
          type="success"
          showIcon
          data-testid="scan-saved-offline"
          title={`${saved.action === 'in' ? '离线签到' : '离线签退'}已保存`}
          description={`${saved.subject ? `${saved.subject} · ` : ''}扫码时间 ${toChinaTime(saved.scannedAt).format('YYYY-MM-DD HH:mm:ss')}；服务器将按扫码时间核验并记录。`}
        />
      )}
      {msg && !isBusy && (
        <Alert
          type="error"
          showIcon
          data-testid="scan-error"
          title={msg}
          description={
            asksToScanAgain(msg)
              ? '现场二维码每30秒更新，请用手机相机重新扫描现场二维码。'
              : undefined
          }
        />
      )}
    </Flex>
  );
}
