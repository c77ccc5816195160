import { Alert, Button, Flex, Tag, Typography, theme } from 'antd';
import { offlineReviewLabels } from '@zyz/domain';
import { toChinaTime } from '../../../lib/china-time';
import { useOfflineQueue } from '../hooks/use-offline-queue';
import { useOnline } from '../hooks/use-online';
import { announceOfflineChange } from '../model/offline-events';
import { forgetSettledScans, type SettledScan, type WaitingScan } from '../model/offline-store';
import { forgetQueued } from '../model/queue-marker';

const timeOf = (iso: string) => toChinaTime(iso).format('MM-DD HH:mm:ss');

function shiftName(scan: WaitingScan): string {
  if (scan.subject) return scan.subject;
  const id = scan.token ? scan.token.split('.')[1] : scan.timesInfoId;
  return `时段 ${id ?? ''}`;
}

function ScanLine({ scan, children }: { scan: WaitingScan; children: React.ReactNode }) {
  const { token } = theme.useToken();
  return (
    <Flex
      vertical
      gap={2}
      style={{ padding: `${token.paddingXS}px 0`, borderTop: `1px solid ${token.colorSplit}` }}
    >
      <Flex gap="small" align="center" wrap>
        <Tag color={scan.action === 'in' ? 'red' : 'default'} style={{ marginInlineEnd: 0 }}>
          {scan.action === 'in' ? '签到' : '签退'}
        </Tag>
        <Typography.Text strong>{shiftName(scan)}</Typography.Text>
      </Flex>
      <Typography.Text type="secondary">扫码时间 {timeOf(scan.scannedAt)}</Typography.Text>
      {children}
    </Flex>
  );
}

function Settled({ item, onDismiss }: { item: SettledScan; onDismiss: () => void }) {
  const { result } = item;
  const isRefused = result.outcome === 'refused';
  const recorded = result.action === 'in' ? result.signInTime : result.signOutTime;
  return (
    <div data-testid="offline-settled-item" data-outcome={result.outcome}>
      <ScanLine scan={item.scan}>
        <Flex justify="space-between" align="start" gap="small">
          <Typography.Text type={isRefused ? 'danger' : 'success'}>
            {isRefused ? `未被接受：${result.msg}` : result.msg}
            {!isRefused && recorded ? `，记录时间 ${timeOf(recorded)}` : ''}
            {result.review ? `（${offlineReviewLabels[result.review]}，待组织者核对）` : ''}
          </Typography.Text>
          <Button size="small" type="link" onClick={onDismiss} data-testid="offline-dismiss">
            知道了
          </Button>
        </Flex>
      </ScanLine>
    </div>
  );
}

/**
 * The scans kept on this phone for a volunteer: waiting to go up, and what the server said of
 * the ones that went (a refusal stays beside its scan until read). Nothing when there are none.
 */
export function WaitingScans({ userId }: { userId: string }) {
  const isOnline = useOnline();
  const { waiting, settled, lostIds, isUnavailable } = useOfflineQueue(userId);
  const forget = async (ids: string[]) => {
    await forgetSettledScans(ids).catch(() => undefined);
    forgetQueued(userId, ids);
    announceOfflineChange();
  };

  if (waiting.length === 0 && settled.length === 0 && lostIds.length === 0 && !isUnavailable)
    return null;
  return (
    <Flex vertical gap="small" data-testid="offline-scans">
      {lostIds.length > 0 && (
        <Alert
          type="warning"
          showIcon
          data-testid="offline-lost"
          title={`有${lostIds.length}条离线扫码记录在提交前已从本机清除`}
          description="可能是清理了浏览器数据或存储空间不足。这些签到签退未能提交，请联系活动组织者补录。"
          action={
            <Button size="small" onClick={() => void forget(lostIds)}>
              知道了
            </Button>
          }
        />
      )}
      {isUnavailable && (
        <Alert
          type="warning"
          showIcon
          title="本浏览器无法在本机保存扫码记录，无网络时请在联网后再扫码，或请组织者补录。"
        />
      )}
      {waiting.length > 0 && (
        <div data-testid="offline-waiting">
          <Alert
            type="info"
            showIcon
            title="已保存在本机，联网后自动提交"
            description={
              isOnline
                ? `${waiting.length}条扫码记录正在提交，请稍候。`
                : `${waiting.length}条扫码记录等待提交；恢复网络后自动提交，无需重新扫码，也不要清理浏览器数据。`
            }
          />
          {waiting.map((scan) => (
            <div key={scan.clientId} data-testid="offline-waiting-item">
              <ScanLine scan={scan}>
                <Typography.Text type="warning">
                  {isOnline ? '正在提交…' : '等待联网'}
                </Typography.Text>
              </ScanLine>
            </div>
          ))}
        </div>
      )}
      {settled.length > 0 && (
        <Flex vertical>
          <Typography.Text strong>离线扫码提交结果</Typography.Text>
          {settled.map((item) => (
            <Settled
              key={item.clientId}
              item={item}
              onDismiss={() => void forget([item.clientId])}
            />
          ))}
        </Flex>
      )}
    </Flex>
  );
}
