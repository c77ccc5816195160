import { useState } from 'react';
import { Skeleton, theme } from 'antd';
import { QuietEmpty } from '../quiet-empty';
import { formatMinutes } from '@zyz/domain';
import { Panel, PlainList } from '../../../components/home-panel';
import { useVolunteerRanking } from '../api/statistics';

type RankingType = 'month' | 'total';

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
        flex: 'none',
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

function RankingList({ type }: { type: RankingType }) {
  const { token } = theme.useToken();
  const { data, isPending, isError } = useVolunteerRanking(type);
  if (isPending) return <Skeleton active paragraph={{ rows: 5 }} />;
  if (isError) return <QuietEmpty description="排行暂时无法加载" />;
  if (data.list.length === 0)
    return <QuietEmpty description={type === 'month' ? '本月暂无已公示的服务时长' : '暂无排行'} />;
  return (
    <PlainList
      items={data.list}
      itemKey={(item) => item.rank}
      data-testid={`home-ranking-${type}`}
      renderItem={(item) => (
        <>
          <RankBadge rank={item.rank} />
          <span style={{ flex: 1, marginInline: token.marginSM }}>{item.name}</span>
          <span style={{ color: token.colorTextSecondary }}>
            {formatMinutes(item.serviceMinutes)}
          </span>
        </>
      )}
    />
  );
}

const tabs: Array<{ key: RankingType; label: string }> = [
  { key: 'month', label: '本月' },
  { key: 'total', label: '总榜' },
];

/** 本月 / 总榜 as a plain tab row; antd Tabs would bring its whole nav machinery to Home. */
function RankingTabs({
  value,
  onChange,
}: {
  value: RankingType;
  onChange: (v: RankingType) => void;
}) {
  const { token } = theme.useToken();
  const move = (key: string) => {
    if (key !== 'ArrowLeft' && key !== 'ArrowRight') return;
    const next = value === 'month' ? 'total' : 'month';
    onChange(next);
    document.getElementById(`home-ranking-tab-${next}`)?.focus();
  };
  return (
    <div
      role="tablist"
      aria-label="排行范围"
      style={{
        display: 'flex',
        gap: token.marginXL,
        marginBottom: token.margin,
        borderBottom: `${token.lineWidth}px solid ${token.colorBorderSecondary}`,
      }}
    >
      {tabs.map((tab) => {
        const isActive = tab.key === value;
        return (
          <button
            key={tab.key}
            type="button"
            role="tab"
            id={`home-ranking-tab-${tab.key}`}
            aria-selected={isActive}
            aria-controls="home-ranking-panel"
            tabIndex={isActive ? 0 : -1}
            onClick={() => onChange(tab.key)}
            onKeyDown={(e) => move(e.key)}
            style={{
              padding: `${token.paddingSM}px 0`,
              marginBottom: -token.lineWidth,
              border: 0,
              borderBottom: `2px solid ${isActive ? token.colorPrimary : 'transparent'}`,
              background: 'none',
              font: 'inherit',
              color: isActive ? token.colorPrimary : token.colorText,
              cursor: 'pointer',
            }}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}

/** 志愿者风采榜: service hours this month or all time, names masked by the server. */
export function VolunteerRankingCard() {
  const [type, setType] = useState<RankingType>('month');
  return (
    <Panel
      title="服务时长排行"
      data-testid="home-ranking"
      data-tour="ranking"
      style={{ height: '100%' }}
    >
      <RankingTabs value={type} onChange={setType} />
      <div role="tabpanel" id="home-ranking-panel" aria-labelledby={`home-ranking-tab-${type}`}>
        <RankingList type={type} />
      </div>
    </Panel>
  );
}
