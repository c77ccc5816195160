import { queryOptions, useQuery } from '@tanstack/react-query';
import { qualificationListSchema, type Qualification } from '@zyz/domain';
import { api } from '../../../lib/api-client';

/** GET /home/qualification/list: the federation's skills and certificates (报名条件). */
export async function listQualifications(): Promise<Qualification[]> {
  return api.get('/home/qualification/list', undefined, qualificationListSchema);
}

export const qualificationsOptions = queryOptions({
  queryKey: ['qualification', 'list'],
  queryFn: listQualifications,
  // The vocabulary changes rarely; one read a session is enough.
  staleTime: 10 * 60_000,
});

export const useQualifications = () => useQuery(qualificationsOptions);
