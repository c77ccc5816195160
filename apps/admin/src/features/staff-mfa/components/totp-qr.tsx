import { useEffect, useState } from 'react';
import { Skeleton } from 'antd';
import QRCode from 'qrcode';

/** The otpauth:// address as a QR image for the authenticator app to scan; `size` css pixels. */
export function TotpQr({ uri, size }: { uri: string; size: number }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let isCurrent = true;
    void QRCode.toDataURL(uri, { errorCorrectionLevel: 'M', margin: 1, width: size * 2 }).then(
      (url) => {
        if (isCurrent) setSrc(url);
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [uri, size]);
  if (!src) return <Skeleton.Image active style={{ width: size, height: size }} />;
  return (
    <img
      src={src}
      width={size}
      height={size}
      alt="两步验证二维码，请用身份验证器应用扫描"
      data-testid="totp-qr"
      style={{ display: 'block', imageRendering: 'pixelated' }}
    />
  );
}
