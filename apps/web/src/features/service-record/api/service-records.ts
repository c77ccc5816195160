import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  serviceRecordListSchema,
  type ServiceRecordKind,
  type ServiceRecordList,
} from '@zyz/domain';
import { api } from '../../../lib/api-client';

export interface ServiceRecordQuery {
  year: number | null;
  kind: ServiceRecordKind | '';
  pageIndex: number;
  pageSize: number;
}

/** A sign-out invalidates this key, so the list shows the new record at once. */
export const serviceRecordKey = ['service-record'] as const;

export function fetchServiceRecords(query: ServiceRecordQuery): Promise<ServiceRecordList> {
  return api.get(
    '/volunteer/serviceRecord/list',
    {
      pageIndex: query.pageIndex,
      pageSize: query.pageSize,
      year: query.year ?? '',
      kind: query.kind,
    },
    serviceRecordListSchema,
  );
}

/** Keyed by the volunteer so a second person on the same device never sees the first's list. */
export function useServiceRecords(userId: string | null, query: ServiceRecordQuery) {
  return useQuery({
    queryKey: [...serviceRecordKey, 'list', userId, query],
    queryFn: () => fetchServiceRecords(query),
    enabled: userId !== null,
    placeholderData: keepPreviousData,
    // Publicity ends and records become final on the server's clock: show the current state.
    staleTime: 0,
  });
}
