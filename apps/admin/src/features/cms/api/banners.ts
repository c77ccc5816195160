import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { manageBannerSchema, noDataSchema, pageSchema, savedBannerIdSchema } from '@zyz/domain';
import { api } from '../../../lib/api-client';

export interface BannerDraft {
  bannerId?: string;
  title: string;
  image: string;
  link: string;
  sortOrder: number;
  startAt: string;
  endAt?: string;
  enabled: boolean;
}

const key = ['cms', 'banners'] as const;

/** GET /manage/pc/banner/list: the node's banners, every state. */
export function useBannerList(pageIndex: number, pageSize: number) {
  return useQuery({
    queryKey: [...key, pageIndex, pageSize],
    queryFn: () =>
      api.get('/manage/pc/banner/list', { pageIndex, pageSize }, pageSchema(manageBannerSchema)),
    placeholderData: keepPreviousData,
  });
}

/** POST /manage/pc/banner/save|online|offline|delete; each refreshes the list. */
export function useBannerMutations() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: key });
  const save = useMutation({
    mutationFn: (draft: BannerDraft) =>
      api.post(
        '/manage/pc/banner/save',
        { ...draft, position: 1 },
        { json: true, answer: savedBannerIdSchema },
      ),
    onSuccess: refresh,
  });
  const act = useMutation({
    mutationFn: ({
      action,
      bannerId,
    }: {
      action: 'online' | 'offline' | 'delete';
      bannerId: string;
    }) => api.post(`/manage/pc/banner/${action}`, { bannerId }, { answer: noDataSchema }),
    onSuccess: refresh,
  });
  return { save, act };
}
