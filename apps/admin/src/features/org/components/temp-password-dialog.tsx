import { Alert, Modal, Typography } from 'antd';
import type { StaffPasswordResult } from '@zyz/domain';

/** The one-time password, shown once: the admin passes it on; its owner must change it at first sign-in. */
export function TempPasswordDialog({
  result,
  onClose,
}: {
  result: StaffPasswordResult | null;
  onClose: () => void;
}) {
  return (
    <Modal
      open={result !== null}
      title="初始密码"
      okText="我已记下"
      cancelButtonProps={{ style: { display: 'none' } }}
      onOk={onClose}
      onCancel={onClose}
      data-testid="temp-password-dialog"
    >
      {result && (
        <>
          <Typography.Paragraph>
            账号 <Typography.Text strong>{result.loginName}</Typography.Text> 的初始密码：
          </Typography.Paragraph>
          <Typography.Paragraph copyable={{ text: result.tempPassword }}>
            <Typography.Text code style={{ fontSize: 20 }} data-testid="temp-password">
              {result.tempPassword}
            </Typography.Text>
          </Typography.Paragraph>
          <Alert
            type="warning"
            showIcon
            title="此密码只显示这一次，请当面或通过可靠方式告知本人。首次登录后系统会要求修改密码。"
          />
        </>
      )}
    </Modal>
  );
}
