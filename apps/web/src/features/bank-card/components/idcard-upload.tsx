import { useEffect, useState } from 'react';
import { Button, Card, Flex, Image, Typography, Upload } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { maxImageBytes } from '@zyz/domain';
import { useOwnIdcardPic, useUploadIdcardPhoto } from '../api/bank-card';
import { useFeedback } from '../../../lib/feedback';

const sideLabels = { front: '身份证人像面', back: '身份证国徽面' } as const;

function SidePhoto({ side, uploaded }: { side: 'front' | 'back'; uploaded: boolean }) {
  const { message } = useFeedback();
  const upload = useUploadIdcardPhoto();
  const [version, setVersion] = useState(uploaded ? 1 : 0);
  useEffect(() => {
    if (uploaded && version === 0) setVersion(1);
  }, [uploaded, version]);
  const pic = useOwnIdcardPic(side, version);
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!pic.data) return;
    const u = URL.createObjectURL(pic.data);
    setUrl(u);
    return () => URL.revokeObjectURL(u);
  }, [pic.data]);

  return (
    <Card size="small" title={sideLabels[side]} style={{ flex: '1 1 240px' }}>
      <Flex vertical gap={8} align="center">
        {url ? (
          <Image src={url} alt={sideLabels[side]} height={120} style={{ objectFit: 'contain' }} />
        ) : (
          <Typography.Text type="secondary">尚未上传</Typography.Text>
        )}
        <Upload
          accept="image/jpeg,image/png,image/webp"
          showUploadList={false}
          beforeUpload={(file) => {
            if (file.size > maxImageBytes) {
              void message.warning('图片不能超过2MB');
              return Upload.LIST_IGNORE;
            }
            upload.mutate(
              { side, file },
              {
                onSuccess: () => {
                  setVersion((v) => v + 1);
                  void message.success(`${sideLabels[side]}已上传`);
                },
                onError: (err) => void message.error(err.message),
              },
            );
            return false;
          }}
        >
          <Button
            icon={<UploadOutlined />}
            loading={upload.isPending}
            data-testid={`idcard-${side}`}
          >
            {url ? '重新上传' : '上传照片'}
          </Button>
        </Upload>
      </Flex>
    </Card>
  );
}

/** Both sides of the ID card; each is stored as soon as it is chosen (JPG/PNG/WebP, 2 MB). */
export function IdcardUpload({ front, back }: { front: boolean; back: boolean }) {
  return (
    <Flex gap={12} wrap>
      <SidePhoto side="front" uploaded={front} />
      <SidePhoto side="back" uploaded={back} />
    </Flex>
  );
}
