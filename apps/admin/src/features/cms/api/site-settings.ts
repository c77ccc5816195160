import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { siteSettingsSchema, type SaveSiteSettingsInput } from '@zyz/domain';
import { api } from '../../../lib/api-client';

const key = ['cms', 'siteSettings'] as const;

/** GET /manage/pc/site/getSiteSettings: the signed-in node's own settings. */
export function useSiteSettings() {
  return useQuery({
    queryKey: key,
    queryFn: () => api.get('/manage/pc/site/getSiteSettings', undefined, siteSettingsSchema),
  });
}

/** POST /manage/pc/site/saveSiteSettings; answers the settings as saved. */
export function useSaveSiteSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveSiteSettingsInput) =>
      api.post('/manage/pc/site/saveSiteSettings', input, {
        json: true,
        answer: siteSettingsSchema,
      }),
    onSuccess: (saved) => client.setQueryData(key, saved),
  });
}
