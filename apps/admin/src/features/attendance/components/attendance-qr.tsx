import { useEffect, useState } from 'react';
import { Skeleton } from 'antd';
import QRCode from 'qrcode';
import { scanUrl } from './scan-url';

/** The QR image of a token; square, scaled to `size` css pixels. */
export function AttendanceQr({ token, size }: { token: string; size: number }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let isCurrent = true;
    // Medium error correction: readable from the back of a room off a projector.
    void QRCode.toDataURL(scanUrl(window.location.origin, token), {
      errorCorrectionLevel: 'M',
      margin: 2,
      width: size * 2,
    }).then((url) => {
      if (isCurrent) setSrc(url);
    });
    return () => {
      isCurrent = false;
    };
  }, [token, size]);
  if (!src) return <Skeleton.Image active style={{ width: size, height: size }} />;
  return (
    <img
      src={src}
      width={size}
      height={size}
      alt="签到二维码"
      data-testid="attendance-qr"
      style={{ display: 'block', imageRendering: 'pixelated' }}
    />
  );
}
