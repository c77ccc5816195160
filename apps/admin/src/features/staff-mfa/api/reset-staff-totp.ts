import { useMutation } from '@tanstack/react-query';
import { noDataSchema, type TotpResetInput } from '@zyz/domain';
import { api } from '../../../lib/api-client';

/**
 * POST /manage/pc/security/totp/reset: an admin clears another staff account's second factor
 * (a lost phone); the reason goes into the audit log.
 */
export function resetStaffTotp(input: TotpResetInput): Promise<null> {
  return api.post('/manage/pc/security/totp/reset', input, { json: true, answer: noDataSchema });
}

export function useResetStaffTotp() {
  return useMutation({ mutationFn: resetStaffTotp });
}
