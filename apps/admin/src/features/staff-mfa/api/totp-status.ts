import { queryOptions, useQuery } from '@tanstack/react-query';
import { totpStatusSchema, type TotpStatus } from '@zyz/domain';
import { api } from '../../../lib/api-client';

/** GET /manage/pc/security/totp/status: the signed-in account's second factor. */
export async function getTotpStatus(): Promise<TotpStatus> {
  return api.get('/manage/pc/security/totp/status', undefined, totpStatusSchema);
}

export const totpStatusKey = ['staff-mfa', 'status'] as const;

export function totpStatusOptions() {
  return queryOptions({ queryKey: totpStatusKey, queryFn: getTotpStatus, staleTime: 0 });
}

export function useTotpStatus() {
  return useQuery(totpStatusOptions());
}
