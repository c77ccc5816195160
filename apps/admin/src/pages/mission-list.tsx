import { Button, Card, Flex, Skeleton, Tabs } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { missionStatuses, missionStatusLabels, type MissionStatus } from '@zyz/domain';
import { useNavigate, useSearchParams } from 'react-router';
import { useMemo } from 'react';
import { paths } from '../lib/paths';
import { LoadFailed } from '../components/load-failed';
import { useMyInfo } from '../features/account/api/get-my-info';
import { useFindMissions } from '../features/mission/api/find-missions';
import { MissionFilterForm } from '../features/mission/components/mission-filter-form';
import { MissionTable } from '../features/mission/components/mission-table';
import {
  filtersOf,
  readListParams,
  writeListParams,
  type MissionListParams,
} from '../features/mission/model/list-params';

const allKey = 'all';
const statusTabs = [
  { key: allKey, label: '全部' },
  ...missionStatuses.map((s) => ({ key: s, label: missionStatusLabels[s] })),
];

/** 活动列表: filters and page live in the URL, so reload and back return to the same view. */
export default function MissionListPage() {
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const params = useMemo(() => readListParams(search), [search]);
  const { data, isPending, isFetching, isError, error, refetch } = useFindMissions(params);
  const { data: info } = useMyInfo();

  const update = (next: Partial<MissionListParams>) =>
    setSearch(writeListParams({ ...params, ...next }));
  const { pageIndex, pageSize, type } = params;
  // Stable while the URL stands still: the form resets itself to it only when it changes,
  // never on a re-render that would wipe what the organiser is typing.
  const filters = useMemo(() => filtersOf(params), [params]);

  return (
    <Flex vertical gap={16}>
      <Card>
        <MissionFilterForm
          value={filters}
          ownDistrict={info?.district}
          onSearch={(f) => setSearch(writeListParams({ type, ...f, pageIndex: 1, pageSize }))}
        />
      </Card>
      <Card>
        <Flex justify="space-between" align="center" wrap gap={8}>
          <Tabs
            activeKey={type ?? allKey}
            items={statusTabs}
            onChange={(key) =>
              update({ type: key === allKey ? undefined : (key as MissionStatus), pageIndex: 1 })
            }
            data-testid="mission-status-tabs"
          />
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => void navigate(paths.missionNew)}
          >
            新建活动
          </Button>
        </Flex>
        {isError && !data ? (
          <LoadFailed error={error} onRetry={() => void refetch()} />
        ) : isPending ? (
          // The first page only: later pages keep the last one on screen under the table's spinner.
          <div data-testid="mission-list-loading">
            <Skeleton active paragraph={{ rows: 8 }} />
          </div>
        ) : (
          <MissionTable
            list={data?.list ?? []}
            total={data?.total ?? 0}
            pageIndex={pageIndex}
            pageSize={pageSize}
            isLoading={isFetching}
            onPage={(p, size) => update({ pageIndex: size === pageSize ? p : 1, pageSize: size })}
          />
        )}
      </Card>
    </Flex>
  );
}
