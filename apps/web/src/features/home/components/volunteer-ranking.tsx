import { useState } from 'react';
import { Card, Flex, List, Skeleton, Tabs, Typography, theme } from 'antd';
import { QuietEmpty } from '../quiet-empty';
import { formatMinutes } from '@zyz/domain';
import { useVolunteerRanking } from '../api/statistics';

function RankBadge({ rank }: { rank: number }) {
  const { token } = theme.useToken();
  const isPodium = rank <= 3;
  return (
    <span
      aria-label={`第${rank}名`}
      style={{
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        width: 24,
        height: 24,
        borderRadius: '50%',
        fontWeight: 600,
        color: isPodium ? token.colorTextLightSolid : token.colorTextSecondary,
        background: isPodium ? token.colorPrimary : token.colorFillSecondary,
      }}
    >
      {rank}
    </span>
  );
}

function RankingList({ type }: { type: 'month' | 'total' }) {
  const { data, isPending, isError } = useVolunteerRanking(type);
  if (isPending) return <Skeleton active paragraph={{ rows: 5 }} />;
  if (isError) return <QuietEmpty description="排行暂时无法加载" />;
  if (data.list.length === 0)
    return <QuietEmpty description={type === 'month' ? '本月暂无已公示的服务时长' : '暂无排行'} />;
  return (
    <List
      size="small"
      dataSource={data.list}
      data-testid={`home-ranking-${type}`}
      renderItem={(item) => (
        <List.Item>
          <Flex gap={12} align="center" style={{ width: '100%' }}>
            <RankBadge rank={item.rank} />
            <Typography.Text style={{ flex: 1 }}>{item.name}</Typography.Text>
            <Typography.Text type="secondary">{formatMinutes(item.serviceMinutes)}</Typography.Text>
          </Flex>
        </List.Item>
      )}
    />
  );
}

/** 志愿者风采榜: service hours this month or all time, names masked by the server. */
export function VolunteerRankingCard() {
  const [type, setType] = useState<'month' | 'total'>('month');
  return (
    <Card
      title="服务时长排行"
      data-testid="home-ranking"
      data-tour="ranking"
      style={{ height: '100%' }}
    >
      <Tabs
        activeKey={type}
        onChange={(k) => setType(k as 'month' | 'total')}
        items={[
          {
            key: 'month',
            label: '本月',
            children: type === 'month' && <RankingList type="month" />,
          },
          {
            key: 'total',
            label: '总榜',
            children: type === 'total' && <RankingList type="total" />,
          },
        ]}
      />
    </Card>
  );
}
