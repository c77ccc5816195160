import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { auditListRowSchema, pageSchema, type AuditListRow, type Page } from '@zyz/domain';
import { api } from '../../../lib/api-client';
import { toAuditQuery, type AuditLogParams } from '../model/audit-params';

/** GET /manage/pc/audit/list: the audit log of the caller's node (and subtree), newest first. */
export async function listAuditLog(params: AuditLogParams): Promise<Page<AuditListRow>> {
  return api.get('/manage/pc/audit/list', toAuditQuery(params), pageSchema(auditListRowSchema));
}

export function listAuditLogOptions(params: AuditLogParams) {
  return queryOptions({
    queryKey: ['audit', 'list', params],
    queryFn: () => listAuditLog(params),
    // Every sensitive act adds a line; a revisit shows the newest.
    staleTime: 0,
  });
}

/**
 * Keeps the last page on screen while the next one loads, so paging does not flash. Not asked
 * (`isEnabled` false) for someone the server would refuse.
 */
export function useListAuditLog(params: AuditLogParams, isEnabled = true) {
  return useQuery({
    ...listAuditLogOptions(params),
    enabled: isEnabled,
    placeholderData: keepPreviousData,
  });
}
