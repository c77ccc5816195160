import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { dashboardSchema } from '@zyz/domain';
import { api } from '../../../lib/api-client';

/** GET /manage/pc/dashboard/statistics: the account's node and everything under it. */
export function useDashboard(months: number) {
  return useQuery({
    queryKey: ['dashboard', months],
    queryFn: () => api.get('/manage/pc/dashboard/statistics', { months }, dashboardSchema),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

export const dashboardExportPath = (months: number) =>
  `/manage/pc/dashboard/export?months=${months}`;
