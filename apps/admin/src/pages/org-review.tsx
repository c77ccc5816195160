import { useState } from 'react';
import { App, Button, Card, Result, Segmented, Typography } from 'antd';
import { reviewStateLabels, type OrgApplication, type ReviewState } from '@zyz/domain';
import { formatDateTime } from '../lib/format';
import { useOrgProfile } from '../features/org/api/org-profile';
import { useApplications, useReviewApplication } from '../features/org/api/org-review';
import { ApplicationDrawer, ReviewStateTag } from '../features/org/components/application-drawer';
import { ReasonDialog } from '../features/org/components/reason-dialog';
import { useDeskPin } from '../lib/use-desk-pin';
import { ListTable } from '../components/list-table';

type Filter = ReviewState | 'all';
const filters: { value: Filter; label: string }[] = [
  { value: 'pending', label: reviewStateLabels.pending },
  { value: 'approved', label: reviewStateLabels.approved },
  { value: 'rejected', label: reviewStateLabels.rejected },
  { value: 'all', label: '全部' },
];

/** 组织注册审核: the federation's queue of organisations registering under it. */
export default function OrgReviewPage() {
  const pin = useDeskPin();
  const { message } = App.useApp();
  const profile = useOrgProfile();
  const [filter, setFilter] = useState<Filter>('pending');
  const [page, setPage] = useState({ pageIndex: 1, pageSize: 10 });
  const [open, setOpen] = useState<OrgApplication | null>(null);
  const [rejecting, setRejecting] = useState<OrgApplication | null>(null);
  const list = useApplications({ ...page, state: filter === 'all' ? undefined : filter });
  const review = useReviewApplication();

  if (profile.data && !profile.data.isFederation)
    return (
      <Result status="403" title="无权访问" subTitle="仅志愿者联合会的工作人员可审核组织注册" />
    );

  const decide = async (a: OrgApplication, approve: boolean, reason?: string) => {
    try {
      await review.mutateAsync({ districtId: Number(a.districtId), approve, reason });
      void message.success(
        approve ? `已通过「${a.orgName}」的注册` : `已驳回「${a.orgName}」的注册`,
      );
      setOpen(null);
      setRejecting(null);
    } catch {
      // The refusal was shown by the client.
    }
  };

  return (
    <Card title="组织注册审核" data-testid="org-review-page">
      <Typography.Paragraph type="secondary">
        在本会及下级联合会下注册的组织须经审核后才能登录：由上级组织起最近的、有工作人员的联合会审核，更上级的联合会可查看。审核结果会以短信通知申请人；不通过时请写明原因，申请人修改后可重新提交。
      </Typography.Paragraph>
      <Segmented<Filter>
        options={filters}
        value={filter}
        onChange={(v) => {
          setFilter(v);
          setPage((p) => ({ ...p, pageIndex: 1 }));
        }}
        style={{ marginBottom: 16 }}
        data-testid="org-review-filter"
      />
      <ListTable<OrgApplication>
        rowKey="districtId"
        loading={list.isFetching}
        dataSource={list.data?.list ?? []}
        scroll={{ x: 1240 }}
        locale={{ emptyText: filter === 'pending' ? '暂无待审核的注册申请' : '暂无记录' }}
        pageIndex={page.pageIndex}
        pageSize={page.pageSize}
        total={list.data?.total ?? 0}
        onPage={(pageIndex, pageSize) => setPage({ pageIndex, pageSize })}
        unit="条"
        columns={[
          { title: '组织名称', dataIndex: 'orgName', width: 220 },
          {
            title: '统一社会信用代码',
            dataIndex: 'creditCode',
            width: 190,
            render: (v: string | null) => v ?? '—',
          },
          { title: '类型', dataIndex: 'orgTypeName', width: 140 },
          { title: '上级组织', dataIndex: 'parentName', width: 170 },
          {
            title: '审核单位',
            key: 'reviewer',
            width: 170,
            render: (_, a) =>
              a.canReview ? (
                '本会'
              ) : (
                <Typography.Text type="secondary">{a.reviewerName}</Typography.Text>
              ),
          },
          {
            title: '联系人',
            key: 'contact',
            width: 150,
            render: (_, a) => `${a.contactName} ${a.contactMobile}`,
          },
          {
            title: '提交时间',
            dataIndex: 'appliedAt',
            width: 170,
            render: (v: string) => formatDateTime(v),
          },
          {
            title: '状态',
            dataIndex: 'reviewState',
            width: 90,
            render: (s: ReviewState) => <ReviewStateTag state={s} />,
          },
          {
            title: '操作',
            key: 'op',
            width: 90,
            fixed: pin,
            render: (_, a) => (
              <Button
                type="link"
                onClick={() => setOpen(a)}
                data-testid={`review-open-${a.districtId}`}
              >
                {a.reviewState === 'pending' && a.canReview ? '审核' : '查看'}
              </Button>
            ),
          },
        ]}
      />
      <ApplicationDrawer
        application={open}
        isSubmitting={review.isPending}
        onApprove={(a) => void decide(a, true)}
        onReject={setRejecting}
        onClose={() => setOpen(null)}
      />
      <ReasonDialog
        open={rejecting !== null}
        title={`驳回「${rejecting?.orgName ?? ''}」的注册申请`}
        readerHint="申请人将在短信和登录提示中看到此原因"
        isSubmitting={review.isPending}
        onConfirm={(reason) => rejecting && void decide(rejecting, false, reason)}
        onClose={() => setRejecting(null)}
      />
    </Card>
  );
}
