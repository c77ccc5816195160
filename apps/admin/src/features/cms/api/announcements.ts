import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  manageAnnouncementSchema,
  noDataSchema,
  pageSchema,
  savedAnnouncementIdSchema,
} from '@zyz/domain';
import { api } from '../../../lib/api-client';

export interface AnnouncementDraft {
  announcementId?: string;
  showType: number;
  title: string;
  content: string;
  pinned: boolean;
  startAt: string;
  endAt?: string;
  enabled: boolean;
}

const key = ['cms', 'announcements'] as const;

/** GET /manage/pc/announcement/list: the node's notices, every state. */
export function useAnnouncementList(pageIndex: number, pageSize: number) {
  return useQuery({
    queryKey: [...key, pageIndex, pageSize],
    queryFn: () =>
      api.get(
        '/manage/pc/announcement/list',
        { pageIndex, pageSize },
        pageSchema(manageAnnouncementSchema),
      ),
    placeholderData: keepPreviousData,
  });
}

/** POST /manage/pc/announcement/save|online|offline|delete; each refreshes the list. */
export function useAnnouncementMutations() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: key });
  const save = useMutation({
    mutationFn: (draft: AnnouncementDraft) =>
      api.post('/manage/pc/announcement/save', draft, {
        json: true,
        answer: savedAnnouncementIdSchema,
      }),
    onSuccess: refresh,
  });
  const act = useMutation({
    mutationFn: ({
      action,
      announcementId,
    }: {
      action: 'online' | 'offline' | 'delete';
      announcementId: string;
    }) =>
      api.post(`/manage/pc/announcement/${action}`, { announcementId }, { answer: noDataSchema }),
    onSuccess: refresh,
  });
  return { save, act };
}
