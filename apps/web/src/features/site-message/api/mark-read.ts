import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { siteMsgReadResultSchema, type Page } from '@zyz/domain';
import { api } from '../../../lib/api-client';
import type { SiteMessage } from '../model/site-message';
import { siteMessageKey } from './site-messages';

export type MarkReadTarget = { siteMsgId: string } | { all: true };

export function markRead(target: MarkReadTarget): Promise<{ updated: number }> {
  const query = 'all' in target ? { all: 1 } : { siteMsgId: target.siteMsgId };
  return api.get('/volunteer/sitemsg/read', query, siteMsgReadResultSchema);
}

// One message read: flip it in the lists on screen rather than refetching them, so a message
// being read in the 未读 tab does not vanish under the reader's eyes.
function markReadInLists(queryClient: QueryClient, siteMsgId: string): void {
  queryClient.setQueriesData<Page<SiteMessage>>(
    { queryKey: [...siteMessageKey, 'list'] },
    (page) =>
      page && {
        ...page,
        list: page.list.map((m) => (m.siteMsgId === siteMsgId ? { ...m, read: true } : m)),
      },
  );
}

/** Records the read, then refreshes the unread badges (and, after 全部标为已读, the lists). */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markRead,
    onSuccess: (_, target) => {
      if ('siteMsgId' in target) markReadInLists(queryClient, target.siteMsgId);
    },
    onSettled: (_, __, target) =>
      queryClient.invalidateQueries({
        queryKey: 'all' in target ? siteMessageKey : [...siteMessageKey, 'unread'],
      }),
  });
}
