import { useState } from 'react';
import { Button, Card, Typography } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { showError } from '../../../lib/feedback';
import { downloadMyData } from '../api/export-my-data';

const explanation =
  '下载一份您在本平台的个人信息副本（zip 压缩包）：基本信息、报名与审核、签到签退、服务记录与公示、培训、证书、评价、所属组织、站内消息和登录记录，每部分都有 JSON 和可用 Excel 打开的 CSV 两种格式；每小时可下载一次。';

/** 安全设置's 下载我的数据: a copy of everything the platform keeps about the volunteer. */
export function MyDataCard() {
  const [isDownloading, setDownloading] = useState(false);
  const download = async () => {
    setDownloading(true);
    try {
      await downloadMyData();
    } catch (error) {
      showError(error instanceof Error ? error.message : '暂时无法下载您的数据，请稍后再试');
    } finally {
      setDownloading(false);
    }
  };
  return (
    <Card title="下载我的数据" data-testid="my-data-card">
      <Typography.Paragraph type="secondary">{explanation}</Typography.Paragraph>
      <Button
        icon={<DownloadOutlined />}
        loading={isDownloading}
        onClick={() => void download()}
        data-testid="my-data-download"
      >
        下载我的数据
      </Button>
    </Card>
  );
}
