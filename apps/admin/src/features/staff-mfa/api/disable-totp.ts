import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TotpDisableInput } from '@zyz/domain';
import { api } from '../../../lib/api-client';
import { totpStatusKey } from './totp-status';

/** POST /manage/pc/security/totp/disable: the password and a current code, both. */
export function disableTotp(input: TotpDisableInput): Promise<null> {
  return api.post<null>('/manage/pc/security/totp/disable', input, { json: true });
}

export function useDisableTotp() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: disableTotp,
    onSettled: () => client.invalidateQueries({ queryKey: totpStatusKey }),
  });
}
