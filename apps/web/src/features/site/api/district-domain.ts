import { queryOptions, useQuery } from '@tanstack/react-query';
import { districtDomainSchema, type DistrictDomain } from '@zyz/domain';
import { api } from '../../../lib/api-client';

export function fetchDistrictDomain(): Promise<DistrictDomain> {
  return api.get('/home/index/districtDomain', undefined, districtDomainSchema);
}

/** Site settings change a few times a year: keep them for the whole visit. */
export const districtDomainOptions = () =>
  queryOptions({
    queryKey: ['site', 'districtDomain'],
    queryFn: fetchDistrictDomain,
    staleTime: Infinity,
  });

export function useDistrictDomain() {
  return useQuery(districtDomainOptions());
}
