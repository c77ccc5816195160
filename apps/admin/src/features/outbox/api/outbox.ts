import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { outboxPageSchema, type OutboxItem, type Page } from '@zyz/domain';
import { api } from '../../../lib/api-client';

export interface OutboxQuery {
  pageIndex: number;
  pageSize: number;
  channel?: 'sms' | 'email';
  keyword?: string;
}

/** GET /manage/pc/outbox/list: every SMS and e-mail the platform sent, newest first. */
export async function getOutbox(query: OutboxQuery): Promise<Page<OutboxItem>> {
  return api.get('/manage/pc/outbox/list', { ...query }, outboxPageSchema);
}

export function useOutbox(query: OutboxQuery, enabled: boolean) {
  return useQuery({
    queryKey: ['outbox', query],
    queryFn: () => getOutbox(query),
    placeholderData: keepPreviousData,
    enabled,
  });
}
