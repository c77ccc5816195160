import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button, Card, Empty, Flex, Skeleton, theme } from 'antd';
import { FilterChoices } from '../components/filter-choices';
import { useMinWidth } from '../lib/use-min-width';
import { paths } from '../lib/paths';
import { OfflineShiftList } from '../features/attendance/components/offline-shift-list';
import { useOnline } from '../features/attendance/hooks/use-online';
import { ApiError } from '../lib/api-client';
import { useUserMissions } from '../features/my-mission/api/user-missions';
import { CalendarFeedButton } from '../features/my-mission/components/calendar-feed-button';
import { InlineLoadFailed } from '../components/inline-load-failed';
import { UserMissionCards } from '../features/my-mission/components/user-mission-cards';
import { UserMissionDrawer } from '../features/my-mission/components/user-mission-drawer';
import { UserMissionTable } from '../features/my-mission/components/user-mission-table';
import { VolunteerOnlyNotice } from '../features/my-mission/components/volunteer-only-notice';
import { parseStateFilter, stateFilters } from '../features/my-mission/model/application-state';
import { useClampPage } from '../lib/use-clamp-page';
import { listSearch, parsePage } from '../lib/page-param';
import { useVolunteerId } from '../stores/user-store';
import { ListPagination } from '../components/list-pagination';

const pageSize = 10;

/**
 * /personalCenter/myMission (志愿者日程): the volunteer's applications. Tab and page live in
 * the URL, so Back from a mission page returns to the same view.
 */
export default function PersonalMyMissionPage() {
  const { token } = theme.useToken();
  const isDesktop = useMinWidth('md') ?? true;
  const userId = useVolunteerId();
  const [params, setParams] = useSearchParams();
  const state = parseStateFilter(params.get('state'));
  const pageIndex = parsePage(params.get('page'));
  const [openId, setOpenId] = useState<string | null>(null);
  const list = useUserMissions(userId, { state, pageIndex, pageSize });
  useClampPage(list, pageSize, pageIndex);
  const isOnline = useOnline();

  if (userId === null) return <VolunteerOnlyNotice what="志愿者日程" />;

  const go = (next: { state?: string; page?: number }) =>
    setParams(listSearch({ state: next.state ?? state }, next.page));
  const rows = list.data?.list ?? [];
  const total = list.data?.total ?? 0;
  const isEmpty = list.isSuccess && total === 0;
  const View = isDesktop ? UserMissionTable : UserMissionCards;
  // Without signal: the coming shifts as the phone saved them (issue 49).
  const isCutOff =
    !list.data && (!isOnline || (list.error instanceof ApiError && list.error.status === 0));

  return (
    <Card
      title="志愿者日程"
      extra={<CalendarFeedButton userId={userId} />}
      data-testid="my-mission-page"
      size={isDesktop ? 'default' : 'small'}
      styles={{ body: { paddingTop: 0 } }}
    >
      <FilterChoices
        label="报名状态"
        choices={stateFilters}
        value={state}
        onChange={(key) => go({ state: key, page: 1 })}
        isDesktop={isDesktop}
        testId="my-mission-tabs"
      />
      {isCutOff ? (
        <OfflineShiftList userId={userId} />
      ) : list.isPending ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : list.isError && !list.data ? (
        <InlineLoadFailed
          title="报名记录加载失败"
          error={list.error}
          onRetry={() => void list.refetch()}
        />
      ) : isEmpty ? (
        <Empty
          data-testid="my-mission-empty"
          description={state ? '该状态下暂无报名记录' : '您还没有报名任何活动'}
        >
          <Link to={paths.mission}>
            <Button type="primary">去看看志愿活动</Button>
          </Link>
        </Empty>
      ) : (
        <Flex vertical gap={token.margin}>
          <View rows={rows} isLoading={list.isFetching} onOpenDetail={setOpenId} />
          <ListPagination
            current={pageIndex}
            pageSize={pageSize}
            total={total}
            isPhone={!isDesktop}
            totalLabel={(n) => `共 ${n} 条`}
            onChange={(page) => go({ page })}
            testId="my-mission-pagination"
          />
        </Flex>
      )}
      <UserMissionDrawer missionPersonlId={openId} onClose={() => setOpenId(null)} />
    </Card>
  );
}
