import { useEffect, useState } from 'react';
import { Skeleton } from 'antd';
import { useCardImage } from '../api/card';
import { InlineLoadFailed } from '../../../components/inline-load-failed';

/** The card PNG the server draws (Chinese in the platform's font), shown from a blob URL. */
export function CardImage({ userId, checkCode }: { userId: string; checkCode: string }) {
  const image = useCardImage(userId, checkCode);
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    if (!image.data) return;
    const url = URL.createObjectURL(image.data);
    setSrc(url);
    return () => URL.revokeObjectURL(url);
  }, [image.data]);

  if (image.isError)
    return (
      <InlineLoadFailed
        title={image.error.message || '志愿者证图片生成失败'}
        error={image.error}
        onRetry={() => void image.refetch()}
      />
    );
  if (!src) return <Skeleton.Image active style={{ width: '100%', height: 200 }} />;
  return (
    <img
      src={src}
      alt="我的志愿者证"
      data-testid="card-image"
      style={{ width: '100%', maxWidth: 640, height: 'auto', display: 'block' }}
    />
  );
}
