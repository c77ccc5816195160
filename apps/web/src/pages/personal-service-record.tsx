import { Link, useSearchParams } from 'react-router';
import { Button, Card, Empty, Flex, Select, Skeleton, theme } from 'antd';
import { FilterChoices } from '../components/filter-choices';
import { useMinWidth } from '../lib/use-min-width';
import { paths } from '../lib/paths';
import { useServiceRecords } from '../features/service-record/api/service-records';
import { RecordCards } from '../features/service-record/components/record-cards';
import { RecordTable } from '../features/service-record/components/record-table';
import { RecordTotals } from '../features/service-record/components/record-totals';
import { parseKind, parseYear, yearOptions } from '../features/service-record/model/record-filters';
import { InlineLoadFailed } from '../components/inline-load-failed';
import { VolunteerOnlyNotice } from '../features/my-mission/components/volunteer-only-notice';
import { useClampPage } from '../lib/use-clamp-page';
import { listSearch, parsePage } from '../lib/page-param';
import { useVolunteerId } from '../stores/user-store';
import { ListPagination } from '../components/list-pagination';

const pageSize = 10;
const kindTabs = [
  { key: '', label: '全部' },
  { key: 'service', label: '服务' },
  { key: 'training', label: '培训' },
];

/**
 * /personalCenter/serviceRecord (服务记录): the volunteer's hours, in publicity or counted.
 * Year, kind and page live in the URL, so Back from a mission returns to the same view.
 */
export default function PersonalServiceRecordPage() {
  const { token } = theme.useToken();
  const isDesktop = useMinWidth('md') ?? true;
  const userId = useVolunteerId();
  const [params, setParams] = useSearchParams();
  const now = new Date();
  const year = parseYear(params.get('year'), now);
  const kind = parseKind(params.get('kind'));
  const pageIndex = parsePage(params.get('page'));
  const list = useServiceRecords(userId, { year, kind, pageIndex, pageSize });
  useClampPage(list, pageSize, pageIndex);

  if (userId === null) return <VolunteerOnlyNotice what="服务记录" />;

  const go = (next: { year?: number | null; kind?: string; page?: number }) =>
    setParams(
      listSearch(
        { year: next.year === undefined ? year : next.year, kind: next.kind ?? kind },
        next.page,
      ),
    );
  const rows = list.data?.list ?? [];
  const total = list.data?.total ?? 0;
  const View = isDesktop ? RecordTable : RecordCards;

  return (
    <Card
      title="服务记录"
      extra={
        <Select<number | 0>
          aria-label="年份"
          value={year ?? 0}
          style={{ width: 120 }}
          options={[
            { value: 0, label: '全部年份' },
            ...yearOptions(now).map((y) => ({ value: y, label: `${y}年` })),
          ]}
          onChange={(value) => go({ year: value || null, page: 1 })}
          data-testid="service-record-year"
        />
      }
      data-testid="service-record-page"
      size={isDesktop ? 'default' : 'small'}
      styles={{ body: { paddingTop: 0 } }}
    >
      <FilterChoices
        label="记录类型"
        choices={kindTabs}
        value={kind}
        onChange={(key) => go({ kind: key, page: 1 })}
        isDesktop={isDesktop}
        testId="service-record-kinds"
      />
      {list.isPending ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : list.isError && !list.data ? (
        <InlineLoadFailed
          title="服务记录加载失败"
          error={list.error}
          onRetry={() => void list.refetch()}
        />
      ) : (
        <Flex vertical gap={token.margin}>
          <RecordTotals totals={list.data.totals} scope={year ? `${year}年` : ''} />
          {total === 0 ? (
            <Empty
              data-testid="service-record-empty"
              description={year || kind ? '该条件下暂无服务记录' : '您还没有服务记录'}
            >
              <Link to={paths.mission}>
                <Button type="primary">去参加志愿活动</Button>
              </Link>
            </Empty>
          ) : (
            <View rows={rows} isLoading={list.isFetching} />
          )}
          <ListPagination
            current={pageIndex}
            pageSize={pageSize}
            total={total}
            isPhone={!isDesktop}
            totalLabel={(n) => `共 ${n} 条`}
            onChange={(page) => go({ page })}
            testId="service-record-pagination"
          />
        </Flex>
      )}
    </Card>
  );
}
