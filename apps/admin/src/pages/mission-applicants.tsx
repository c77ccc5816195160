import { useState } from 'react';
import { App, Button, Card, Flex, Select, Skeleton, Space, Tooltip, Typography } from 'antd';
import {
  applicationStateLabels,
  applicationStates,
  type ApplicationState,
  type MpRow,
} from '@zyz/domain';
import { useParams } from 'react-router';
import { LoadFailed } from '../components/load-failed';
import { useViewMission } from '../features/mission/api/view-mission';
import { useApplicants } from '../features/mission/api/get-applicants';
import { useAuditApplicants } from '../features/mission/api/audit-applicants';
import { exportApplicants } from '../features/mission/api/export-applicants';
import {
  ApplicantTable,
  canAccept,
  waitlistedHint,
} from '../features/mission/components/applicant-table';
import { ApplicantCards } from '../features/mission/components/applicant-cards';
import { ExportButton } from '../features/mission/components/export-button';
import { MissionStatusTag } from '../features/mission/components/mission-status-tag';
import { RejectDialog } from '../features/mission/components/reject-dialog';
import { useIsPhone } from '../lib/use-is-phone';

const stateOptions = applicationStates.map((s) => ({ value: s, label: applicationStateLabels[s] }));

/** 报名管理: review applications one by one or in batch, and export them. */
export default function MissionApplicantsPage() {
  const { missionId = '' } = useParams();
  const { message } = App.useApp();
  const [state, setState] = useState<ApplicationState | undefined>();
  const [page, setPage] = useState({ pageIndex: 1, pageSize: 10 });
  const [selectedIds, setSelectedIds] = useState<string[]>([]);
  const [rejecting, setRejecting] = useState<string[] | null>(null);
  const mission = useViewMission(missionId);
  const applicants = useApplicants({ missionId, state, ...page });
  const audit = useAuditApplicants();
  // At the site, on a phone, each application is a card: a table row would hide the name or
  // the decision off the side of the screen.
  const Applicants = useIsPhone() ? ApplicantCards : ApplicantTable;

  if (mission.isPending)
    return (
      <Card>
        <Skeleton active paragraph={{ rows: 6 }} />
      </Card>
    );
  if (mission.isError || !mission.data)
    return <LoadFailed error={mission.error} onRetry={() => void mission.refetch()} />;

  const rows = applicants.data?.list ?? [];
  const selectedRows = rows.filter((r) => selectedIds.includes(r.missionPersonlId));
  const blockedFromAccept = selectedRows.filter((r) => !canAccept(r));

  const decide = async (ids: string[], action: 'accept' | 'reject', reason?: string) => {
    const { updated } = await audit.mutateAsync({ missionPersonlIds: ids, action, reason });
    void message.success(action === 'accept' ? `已录用 ${updated} 人` : `已不录用 ${updated} 人`);
    setSelectedIds((prev) => prev.filter((id) => !ids.includes(id)));
  };
  const run = (p: Promise<void>) => p.catch(() => undefined); // refusals were shown as warnings

  return (
    <Flex vertical gap={16}>
      <Card>
        <Space size={12} wrap>
          <Typography.Title level={4} style={{ margin: 0 }}>
            {mission.data.subject}
          </Typography.Title>
          <MissionStatusTag status={mission.data.status} />
          <Typography.Text type="secondary">
            已招募 {mission.data.appliedCount} / {mission.data.quotaTotal} 人
          </Typography.Text>
        </Space>
      </Card>
      <Card>
        <Flex justify="space-between" wrap gap={12} style={{ marginBottom: 16 }}>
          <Space wrap>
            <Select
              aria-label="报名状态"
              allowClear
              placeholder="全部状态"
              options={stateOptions}
              value={state}
              style={{ width: 140 }}
              onChange={(v?: ApplicationState) => {
                setState(v);
                setPage((p) => ({ ...p, pageIndex: 1 }));
                setSelectedIds([]);
              }}
              data-testid="applicant-state-filter"
            />
            <Tooltip
              title={blockedFromAccept.length > 0 ? `只能录用待审核的报名；${waitlistedHint}` : ''}
            >
              <Button
                type="primary"
                disabled={selectedRows.length === 0 || blockedFromAccept.length > 0}
                loading={audit.isPending && rejecting === null}
                onClick={() => void run(decide(selectedIds, 'accept'))}
                data-testid="batch-accept"
              >
                批量录用{selectedRows.length > 0 ? `（${selectedRows.length}）` : ''}
              </Button>
            </Tooltip>
            <Button
              danger
              disabled={selectedRows.length === 0}
              onClick={() => setRejecting(selectedIds)}
              data-testid="batch-reject"
            >
              批量不录用
            </Button>
          </Space>
          <ExportButton
            onExport={() => exportApplicants(missionId, state)}
            testId="applicant-export"
          />
        </Flex>
        {applicants.isError && !applicants.data ? (
          <LoadFailed error={applicants.error} onRetry={() => void applicants.refetch()} />
        ) : (
          <Applicants
            list={rows}
            total={applicants.data?.total ?? 0}
            pageIndex={page.pageIndex}
            pageSize={page.pageSize}
            isLoading={applicants.isPending || applicants.isFetching}
            selectedIds={selectedIds}
            onSelect={setSelectedIds}
            onPage={(pageIndex, pageSize) => {
              setPage({ pageIndex: pageSize === page.pageSize ? pageIndex : 1, pageSize });
              setSelectedIds([]);
            }}
            onAccept={(r: MpRow) => void run(decide([r.missionPersonlId], 'accept'))}
            onReject={(r: MpRow) => setRejecting([r.missionPersonlId])}
          />
        )}
      </Card>
      <RejectDialog
        open={rejecting !== null}
        count={rejecting?.length ?? 0}
        isSubmitting={audit.isPending}
        onConfirm={(reason) =>
          void run(decide(rejecting ?? [], 'reject', reason).then(() => setRejecting(null)))
        }
        onClose={() => setRejecting(null)}
      />
    </Flex>
  );
}
