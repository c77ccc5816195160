import { Alert, Button, Flex, Result, Typography } from 'antd';
import { formatMinutes } from '@zyz/domain';
import { ApiError } from '../../../lib/api-client';
import { formatChinaDateTime } from '../../../lib/china-time';
import type { PointerState } from '../../mission/hooks/use-pointer';
import { useScanQrcode } from '../api/scan-qrcode';
import { asksToScanAgain, scanBody, type ScanSource } from '../model/scan-body';

interface Props {
  source: ScanSource;
  pointer: PointerState;
}

/** The two big buttons and what the server answered; a refusal shows the server's msg. */
export function ScanActions({ source, pointer }: Props) {
  const scan = useScanQrcode();
  const position = pointer.pointer
    ? { lat: pointer.pointer.latitude, lng: pointer.pointer.longitude }
    : null;
  const send = (action: 'in' | 'out') => scan.mutate(scanBody(source, action, position));
  const error = scan.error;
  const msg = error instanceof ApiError ? error.message : error ? '网络连接失败，请稍后重试' : '';
  const result = scan.data;

  return (
    <Flex vertical gap="middle">
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
            disabled={scan.isPending}
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
      {msg && !scan.isPending && (
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
