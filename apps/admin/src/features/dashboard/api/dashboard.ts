import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Dashboard } from '@zyz/domain';
import { api } from '../../../lib/api-client';

/** GET /manage/pc/dashboard/statistics: the account's node and everything under it. */
export function useDashboard(months: number) {
  return useQuery({
    queryKey: ['dashboard', months],
    queryFn: () => api.get<Dashboard>('/manage/pc/dashboard/statistics', { months }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

export const dashboardExportPath = (months: number) =>
  `/manage/pc/dashboard/export?months=${months}`;
