import { useEffect, useState } from 'react';
import { Button } from 'antd';
import { ApiError } from '../../../lib/api-client';
import { useFeedback } from '../../../lib/feedback';

interface SmsCodeButtonProps {
  /** Checks the mobile field and answers it, or null when it is not valid yet. */
  getMobile: () => Promise<string | null>;
  send: (mobile: string) => Promise<{ target: string; resendAfterSeconds: number }>;
}

/** "获取验证码" with the server's 60-second wait counted down on the button. */
export function SmsCodeButton({ getMobile, send }: SmsCodeButtonProps) {
  const { message } = useFeedback();
  const [seconds, setSeconds] = useState(0);
  const [sending, setSending] = useState(false);

  useEffect(() => {
    if (seconds <= 0) return;
    const timer = setTimeout(() => setSeconds((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [seconds]);

  const onClick = async () => {
    const mobile = await getMobile();
    if (!mobile) return;
    setSending(true);
    try {
      const sent = await send(mobile);
      setSeconds(sent.resendAfterSeconds);
      message.success(`验证码已发送至${sent.target}，5分钟内有效`);
    } catch (err) {
      // Business refusals were already shown by the API client; nothing else to do here.
      if (!(err instanceof ApiError)) throw err;
    } finally {
      setSending(false);
    }
  };

  return (
    <Button
      onClick={() => void onClick()}
      disabled={seconds > 0}
      loading={sending}
      style={{ minWidth: 116 }}
      data-testid="send-sms-code"
    >
      {seconds > 0 ? `${seconds}秒后重新获取` : '获取验证码'}
    </Button>
  );
}
