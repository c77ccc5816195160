import { useMutation, useQueryClient } from '@tanstack/react-query';
import { noDataSchema, type TotpDisableInput } from '@zyz/domain';
import { api } from '../../../lib/api-client';
import { totpStatusKey } from './totp-status';

/** POST /manage/pc/security/totp/disable: the password and a current code, both. */
export function disableTotp(input: TotpDisableInput): Promise<null> {
  return api.post('/manage/pc/security/totp/disable', input, { json: true, answer: noDataSchema });
}

export function useDisableTotp() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: disableTotp,
    onSettled: () => client.invalidateQueries({ queryKey: totpStatusKey }),
  });
}
