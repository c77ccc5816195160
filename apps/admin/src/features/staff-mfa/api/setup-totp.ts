import { useMutation } from '@tanstack/react-query';
import { totpSetupSchema, type TotpSetup } from '@zyz/domain';
import { api } from '../../../lib/api-client';

/**
 * POST /manage/pc/security/totp/setup: a new secret for the authenticator app; nothing changes
 * until a code from it confirms the secret (enable).
 */
export async function setupTotp(): Promise<TotpSetup> {
  return api.post('/manage/pc/security/totp/setup', undefined, { answer: totpSetupSchema });
}

export function useSetupTotp() {
  return useMutation({ mutationFn: setupTotp });
}
