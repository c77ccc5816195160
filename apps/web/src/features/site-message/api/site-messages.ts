import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { pageSchema, siteMsgSchema, type Page } from '@zyz/domain';
import { api } from '../../../lib/api-client';
import type { ReadFilter, SiteMessage } from '../model/site-message';

/** Every site-message key starts here, so reading one refreshes lists and the badge. */
export const siteMessageKey = ['site-message'] as const;

export interface SiteMessageQuery {
  read: ReadFilter;
  pageIndex: number;
  pageSize: number;
}

export function fetchSiteMessages(query: SiteMessageQuery): Promise<Page<SiteMessage>> {
  return api.get('/volunteer/sitemsg/list', { ...query }, pageSchema(siteMsgSchema));
}

export function useSiteMessages(userId: string | null, query: SiteMessageQuery) {
  return useQuery({
    queryKey: [...siteMessageKey, 'list', userId, query],
    queryFn: () => fetchSiteMessages(query),
    enabled: userId !== null,
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}
