import { Flex, Rate, Typography } from 'antd';
import type { MissionRating as Rating } from '@zyz/domain';

/** A mission's average rating from volunteers who served, or a quiet note before the first. */
export function MissionRating({ rating }: { rating: Rating }) {
  if (rating.average === null)
    return <Typography.Text type="secondary">暂无志愿者评价</Typography.Text>;
  return (
    <Flex gap="small" align="center" wrap data-testid="mission-rating">
      <Rate
        disabled
        allowHalf
        value={Math.round(rating.average * 2) / 2}
        style={{ fontSize: 14 }}
      />
      <Typography.Text strong>{rating.average.toFixed(1)} 分</Typography.Text>
      <Typography.Text type="secondary">（{rating.count} 位志愿者评价）</Typography.Text>
    </Flex>
  );
}
