import { useMutation } from '@tanstack/react-query';
import { BizCode, loginOtherSchema, UserType, type LoginOther } from '@zyz/domain';
import { ApiError, randomXc } from '@zyz/client';
import { api } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import { useSessionStore } from '../../../stores/session-store';

export interface OrgLoginInput {
  username: string;
  password: string;
}

/**
 * POST /auth/login/org/password. Login reads the whole envelope because the tokens come in
 * `other`; a refusal is thrown with the server's msg for the form to show as an error.
 */
export async function loginOrg(input: OrgLoginInput): Promise<LoginOther> {
  const env = await api.envelope<null, LoginOther>(
    'POST',
    '/auth/login/org/password',
    { ...input, loginType: UserType.Organizer },
    { xc: randomXc() },
  );
  if (String(env.code) !== BizCode.Ok || !env.other)
    throw new ApiError(String(env.code), env.msg || '登录失败，请稍后重试');
  return loginOtherSchema.parse(env.other);
}

export function useLoginOrg() {
  const signIn = useSessionStore((s) => s.signIn);
  return useMutation({
    mutationFn: loginOrg,
    onSuccess: (other) => {
      // Another account may have used this tab: nothing cached may outlive the switch.
      queryClient.clear();
      signIn(other);
    },
  });
}
