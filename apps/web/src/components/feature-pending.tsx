import { Card, Empty, Typography } from 'antd';

interface FeaturePendingProps {
  title: string;
}

/**
 * One honest placeholder for every page whose feature is not in this release: the page's
 * own title, and a plain statement that it opens in a later version.
 */
export function FeaturePending({ title }: FeaturePendingProps) {
  return (
    <Card data-testid="feature-pending">
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {title}
      </Typography.Title>
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={`“${title}”功能将在后续版本中开放，当前版本暂不提供此项服务。`}
      />
    </Card>
  );
}
