import { useEffect, useState } from 'react';
import { Image, Skeleton } from 'antd';
import { useBankCardPhoto } from '../api/bank-cards';

export function BankCardPhoto({
  id,
  side,
  version,
}: {
  id: string;
  side: 'front' | 'back';
  version: string;
}) {
  const pic = useBankCardPhoto(id, side, version);
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!pic.data) return;
    const u = URL.createObjectURL(pic.data);
    setUrl(u);
    return () => URL.revokeObjectURL(u);
  }, [pic.data]);
  if (!url) return <Skeleton.Image active={pic.isPending} />;
  const label = side === 'front' ? '身份证人像面' : '身份证国徽面';
  return <Image src={url} alt={label} width={220} data-testid={`bank-photo-${side}`} />;
}
