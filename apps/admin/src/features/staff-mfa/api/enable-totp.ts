import { useMutation, useQueryClient } from '@tanstack/react-query';
import { totpEnabledSchema, type TotpEnabled, type TotpEnableInput } from '@zyz/domain';
import { api } from '../../../lib/api-client';
import { totpStatusKey } from './totp-status';

/**
 * POST /manage/pc/security/totp/enable: the code proves the app holds the secret; the answer's
 * recovery codes are never shown again. A session that had to enrol is a full one afterwards.
 */
export async function enableTotp(input: TotpEnableInput): Promise<TotpEnabled> {
  return api.post('/manage/pc/security/totp/enable', input, {
    json: true,
    answer: totpEnabledSchema,
  });
}

export function useEnableTotp() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: enableTotp,
    onSuccess: () => client.invalidateQueries({ queryKey: totpStatusKey }),
  });
}
