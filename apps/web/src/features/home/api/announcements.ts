import { queryOptions, useQuery } from '@tanstack/react-query';
import { announcementSchema, pageSchema } from '@zyz/domain';
import { api } from '../../../lib/api-client';

export const fetchAnnouncements = (showType: 1 | 2, pageSize: number) =>
  api.get(
    '/home/announcement/list',
    { showType, pageIndex: 1, pageSize },
    pageSchema(announcementSchema),
  );

/** GET /home/announcement/list: 1 = the notice board, 2 = the scrolling bar. */
export const announcementsQuery = (showType: 1 | 2, pageSize: number) =>
  queryOptions({
    queryKey: ['home', 'announcements', showType, pageSize],
    queryFn: () => fetchAnnouncements(showType, pageSize),
    staleTime: 60_000,
  });

export function useAnnouncements(showType: 1 | 2, pageSize: number) {
  return useQuery(announcementsQuery(showType, pageSize));
}
