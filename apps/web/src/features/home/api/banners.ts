import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_BASE } from '@zyz/client';
import { bannerListSchema } from '@zyz/domain';
import { api } from '../../../lib/api-client';

export const fetchBanners = () => api.get('/home/banner/list/1', undefined, bannerListSchema);

/** GET /home/banner/list/1: the Home carousel. Staff change it rarely; a minute is fresh enough. */
export const bannersQuery = () =>
  queryOptions({ queryKey: ['home', 'banners'], queryFn: fetchBanners, staleTime: 60_000 });

export function useBanners() {
  return useQuery(bannersQuery());
}

/** A click goes through the server, which counts it and redirects to the banner's link. */
export const bannerSkipHref = (id: string) =>
  `${API_BASE}/home/banner/bannerSkip?id=${encodeURIComponent(id)}`;
