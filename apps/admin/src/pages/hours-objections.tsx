import { useState } from 'react';
import { App, Card, Segmented, Typography } from 'antd';
import { objectionStateLabels, type ObjectionRow, type ObjectionState } from '@zyz/domain';
import { LoadFailed } from '../components/load-failed';
import {
  useObjections,
  useResolveObjection,
  type ResolveInput,
} from '../features/hours/api/objections';
import { ObjectionTable } from '../features/hours/components/objection-table';
import { ResolveDialog } from '../features/hours/components/resolve-dialog';

type Filter = ObjectionState | 'all';
const filters: { value: Filter; label: string }[] = [
  { value: 'open', label: objectionStateLabels.open },
  { value: 'upheld', label: objectionStateLabels.upheld },
  { value: 'dismissed', label: objectionStateLabels.dismissed },
  { value: 'all', label: '全部' },
];

const resolvedText = (i: ResolveInput) =>
  i.decision === 'dismiss'
    ? '已驳回异议，时长恢复公示'
    : i.minutes === undefined
      ? '异议成立，时长已作废'
      : '异议成立，时长已更正并重新公示';

/** 时长异议处理: objections raised during publicity on this organisation's hours. */
export default function HoursObjectionsPage() {
  const { message } = App.useApp();
  const [filter, setFilter] = useState<Filter>('open');
  const [page, setPage] = useState({ pageIndex: 1, pageSize: 10 });
  const [resolving, setResolving] = useState<ObjectionRow | null>(null);
  const state = filter === 'all' ? undefined : filter;
  const list = useObjections({ state, ...page });
  const resolve = useResolveObjection();

  const submit = (input: ResolveInput) =>
    void resolve
      .mutateAsync(input)
      .then(() => {
        void message.success(resolvedText(input));
        setResolving(null);
      })
      .catch(() => undefined); // shown as a warning; the dialog keeps the input

  return (
    <Card title="时长异议处理">
      <Typography.Paragraph type="secondary">
        服务时长和培训时长在公示期内可被提出异议，异议处理完毕前该时长不会计入志愿者的累计时长。
      </Typography.Paragraph>
      <Segmented<Filter>
        options={filters}
        value={filter}
        onChange={(v) => {
          setFilter(v);
          setPage((p) => ({ ...p, pageIndex: 1 }));
        }}
        style={{ marginBottom: 16 }}
        data-testid="objection-filter"
      />
      {list.isError && !list.data ? (
        <LoadFailed error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        <ObjectionTable
          list={list.data?.list ?? []}
          total={list.data?.total ?? 0}
          pageIndex={page.pageIndex}
          pageSize={page.pageSize}
          isLoading={list.isPending || list.isFetching}
          onPage={(pageIndex, pageSize) => setPage({ pageIndex, pageSize })}
          onResolve={setResolving}
        />
      )}
      <ResolveDialog
        objection={resolving}
        isSubmitting={resolve.isPending}
        onSubmit={submit}
        onClose={() => setResolving(null)}
      />
    </Card>
  );
}
