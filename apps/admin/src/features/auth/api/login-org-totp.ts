import { useMutation } from '@tanstack/react-query';
import { randomXc } from '@zyz/client';
import { loginDataSchema, loginTokensSchema, type MfaLoginInput } from '@zyz/domain';
import { api } from '../../../lib/api-client';
import { readSignedIn, useFinishSignIn, type OrgLoginResult } from './login-org';

/**
 * POST /auth/login/org/totp: the ticket of the password step with a 6-digit code or an unused
 * recovery code; answers exactly what a password sign-in does.
 */
export async function loginOrgTotp(input: MfaLoginInput): Promise<OrgLoginResult> {
  const env = await api.envelope(
    'POST',
    '/auth/login/org/totp',
    input,
    { xc: randomXc() },
    loginDataSchema,
    loginTokensSchema,
  );
  return readSignedIn(env);
}

export function useLoginOrgTotp() {
  const finish = useFinishSignIn();
  return useMutation({ mutationFn: loginOrgTotp, onSuccess: finish });
}
