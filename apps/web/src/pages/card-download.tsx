import { useState } from 'react';
import { Alert, Button, Card, Flex, Skeleton, Typography } from 'antd';
import { useMinWidth } from '../lib/use-min-width';
import { DownloadOutlined } from '@ant-design/icons';
import { useMyCard } from '../features/card/api/card';
import { CardImage } from '../features/card/components/card-image';
import { fetchVolunteerFile, saveBlob } from '../lib/authorised-file';
import { showError } from '../lib/feedback';
import { isVolunteerInfo, useUserStore } from '../stores/user-store';
import { VolunteerLoginPrompt } from '../components/volunteer-login-prompt';

function Download({ userId }: { userId: string }) {
  const card = useMyCard(userId);
  const [isSaving, setSaving] = useState(false);
  if (card.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (card.isError)
    return <Alert type="error" showIcon title={card.error.message || '志愿者证加载失败'} />;
  const save = async () => {
    setSaving(true);
    try {
      const blob = await fetchVolunteerFile('/volunteer/card/image', '暂时无法生成志愿者证图片');
      saveBlob(blob, `志愿者证-${card.data.volunteerNo}.png`);
    } catch (error) {
      showError(error instanceof Error ? error.message : '暂时无法下载志愿者证');
    } finally {
      setSaving(false);
    }
  };
  return (
    <Flex vertical gap="middle" align="center">
      <CardImage userId={userId} checkCode={card.data.checkCode} />
      <Button
        type="primary"
        size="large"
        icon={<DownloadOutlined />}
        loading={isSaving}
        onClick={() => void save()}
        data-testid="card-download"
      >
        保存志愿者证图片
      </Button>
      <Typography.Text type="secondary">
        图片可打印或保存在手机中出示，他人扫描证上二维码即可查验真伪。
      </Typography.Text>
    </Flex>
  );
}

/** /card/download: the card as a PNG image to save or print. */
export default function CardDownloadPage() {
  const isDesktop = useMinWidth('md') ?? true;
  const userInfo = useUserStore((s) => s.userInfo);
  return (
    <Card
      title="下载志愿者证"
      size={isDesktop ? 'default' : 'small'}
      data-testid="card-download-page"
    >
      {isVolunteerInfo(userInfo) ? (
        <Download userId={userInfo.userId} />
      ) : (
        <VolunteerLoginPrompt title="志愿者登录后可下载电子志愿者证" />
      )}
    </Card>
  );
}
