import { useMemo } from 'react';
import { Card, Flex, Result, Skeleton, Typography } from 'antd';
import { useSearchParams } from 'react-router';
import { LoadFailed } from '../components/load-failed';
import { useOrgProfile } from '../features/org/api/org-profile';
import { useListAuditLog } from '../features/audit-log/api/list-audit-log';
import { AuditFilterForm } from '../features/audit-log/components/audit-filter-form';
import { AuditLogCards } from '../features/audit-log/components/audit-log-cards';
import { AuditLogTable } from '../features/audit-log/components/audit-log-table';
import {
  auditFiltersOf,
  readAuditParams,
  writeAuditParams,
} from '../features/audit-log/model/audit-params';
import { useIsPhone } from '../lib/use-is-phone';

/**
 * 审计日志: who did what sensitive thing, when, from where, and why. A federation's admins read
 * their whole subtree, an organisation's its own. Filters and page live in the URL.
 */
export default function AuditLogPage() {
  const profile = useOrgProfile();
  const [search, setSearch] = useSearchParams();
  const params = useMemo(() => readAuditParams(search), [search]);
  // Stable while the URL stands still: the form resets to it only when it changes.
  const filters = useMemo(() => auditFiltersOf(params), [params]);
  const isAdmin = profile.data?.myRole === 'admin';
  const log = useListAuditLog(params, isAdmin);
  const List = useIsPhone() ? AuditLogCards : AuditLogTable;

  if (profile.data && !isAdmin)
    return <Result status="403" title="无权访问" subTitle="仅管理员可查看审计日志" />;

  return (
    <Flex vertical gap={16} data-testid="audit-log-page">
      <Card>
        <AuditFilterForm
          value={filters}
          onSearch={(f) =>
            setSearch(writeAuditParams({ ...f, pageIndex: 1, pageSize: params.pageSize }))
          }
        />
      </Card>
      <Card title="审计日志">
        <Typography.Paragraph type="secondary">
          {profile.data?.isFederation
            ? '本会及下级组织的敏感操作记录：查看个人信息、录入或更正时长、审核、导出和人员变动等。记录不可修改或删除。'
            : '本组织的敏感操作记录：查看个人信息、录入或更正时长、审核、导出和人员变动等。记录不可修改或删除。'}
        </Typography.Paragraph>
        {log.isError && !log.data ? (
          <LoadFailed error={log.error} onRetry={() => void log.refetch()} />
        ) : log.isPending ? (
          <Skeleton active paragraph={{ rows: 8 }} />
        ) : (
          <List
            list={log.data.list}
            total={log.data.total}
            pageIndex={params.pageIndex}
            pageSize={params.pageSize}
            isLoading={log.isFetching}
            onPage={(pageIndex, pageSize) =>
              setSearch(
                writeAuditParams({
                  ...params,
                  pageIndex: pageSize === params.pageSize ? pageIndex : 1,
                  pageSize,
                }),
              )
            }
          />
        )}
      </Card>
    </Flex>
  );
}
