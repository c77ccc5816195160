import { Alert, App, Button, Flex, Typography, theme as antdTheme } from 'antd';
import { CopyOutlined, DownloadOutlined } from '@ant-design/icons';

const fileName = '管理后台两步验证恢复码.txt';

function codesText(codes: string[]): string {
  return [
    '志愿服务平台管理后台 两步验证恢复码',
    '手机不在身边时，每个恢复码可代替验证码登录一次。请妥善保管，不要告诉他人。',
    '',
    ...codes,
    '',
  ].join('\r\n');
}

function saveText(text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the blob to the download; revoke on the next tick, not before.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** The recovery codes of a new second factor, shown this once: copy them or save them as a file. */
export function RecoveryCodes({ codes }: { codes: string[] }) {
  const { message } = App.useApp();
  const { token } = antdTheme.useToken();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codesText(codes));
      void message.success('恢复码已复制');
    } catch {
      void message.error('复制失败，请下载或手动抄写');
    }
  };
  return (
    <Flex vertical gap={16} data-testid="recovery-codes">
      <Alert
        type="warning"
        showIcon
        title="恢复码只显示这一次"
        description="手机丢失或不在身边时，可用恢复码代替验证码登录，每个只能使用一次。请立即复制或下载，保存在安全的地方；离开本页后将无法再次查看。"
      />
      <ol
        style={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(130px, 1fr))',
          gap: `${token.paddingXS}px ${token.padding}px`,
          margin: 0,
          padding: token.padding,
          listStyle: 'none',
          background: token.colorFillQuaternary,
          border: `1px solid ${token.colorBorderSecondary}`,
          borderRadius: token.borderRadius,
        }}
      >
        {codes.map((code, i) => (
          <li key={code}>
            <Typography.Text type="secondary" style={{ marginRight: 8 }}>
              {String(i + 1).padStart(2, '0')}
            </Typography.Text>
            <Typography.Text
              code
              style={{ fontSize: token.fontSizeLG, letterSpacing: 1 }}
              data-testid="recovery-code"
            >
              {code}
            </Typography.Text>
          </li>
        ))}
      </ol>
      <Flex gap={8} wrap>
        <Button icon={<CopyOutlined />} onClick={() => void copy()} data-testid="recovery-copy">
          复制
        </Button>
        <Button
          icon={<DownloadOutlined />}
          onClick={() => saveText(codesText(codes))}
          data-testid="recovery-download"
        >
          下载
        </Button>
      </Flex>
    </Flex>
  );
}
