import { theme } from 'antd';
import { Figure } from '../../../components/figure';
import { ResponsiveGrid } from '../../../components/responsive-grid';
import { Surface } from '../../../components/home-panel';
import { useIndexStatics } from '../api/statistics';

/** 注册志愿者 / 志愿服务组织 / 志愿活动 / 累计服务时长, from the platform counters. */
export function PlatformStats() {
  const { token } = theme.useToken();
  const { data, isPending, isError } = useIndexStatics();
  if (isError) return null;
  const figures = [
    { key: 'volunteers', title: '注册志愿者', value: data?.volunteerCount, suffix: '人' },
    { key: 'orgs', title: '志愿服务组织', value: data?.organizationCount, suffix: '个' },
    { key: 'missions', title: '志愿活动', value: data?.missionCount, suffix: '个' },
    { key: 'hours', title: '累计服务时长', value: data?.serviceHours, suffix: '小时' },
  ];
  return (
    <Surface data-testid="home-stats" data-tour="stats" style={{ padding: token.paddingLG }}>
      <ResponsiveGrid columns={{ xs: 2, md: 4 }} gap={token.margin}>
        {figures.map((f) => (
          <div key={f.key}>
            <Figure
              title={f.title}
              value={f.value ?? 0}
              suffix={f.suffix}
              isPending={isPending}
              valueStyle={{ color: token.colorPrimary, fontWeight: 600 }}
              data-testid={`home-stat-${f.key}`}
            />
          </div>
        ))}
      </ResponsiveGrid>
    </Surface>
  );
}
