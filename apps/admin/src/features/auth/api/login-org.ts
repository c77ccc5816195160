import { useMutation } from '@tanstack/react-query';
import {
  BizCode,
  loginDataSchema,
  loginTokensSchema,
  mfaChallengeSchema,
  UserType,
  type Envelope,
  type LoginData,
  type LoginOther,
} from '@zyz/domain';
import { ApiError, randomXc } from '@zyz/client';
import { api } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import { useSessionStore } from '../../../stores/session-store';

export interface OrgLoginInput {
  username: string;
  password: string;
}

/** A sign-in that holds its tokens, or one waiting for the second factor's code. */
export type OrgLoginResult =
  | { kind: 'signed-in'; other: LoginOther; mustEnrolMfa: boolean }
  | { kind: 'second-factor'; mfaTicket: string };

type SignedIn = Extract<OrgLoginResult, { kind: 'signed-in' }>;

/**
 * A login answer: the tokens come in `other`; a federation account that must still set up its
 * second factor is signed in with `other.mfaEnrolRequired`. A refusal is thrown with the
 * server's msg for the form to show as an error.
 */
export function readSignedIn(env: Envelope<LoginData, LoginOther | undefined>): SignedIn {
  if (String(env.code) !== BizCode.Ok || !env.other)
    throw new ApiError(String(env.code), env.msg || '登录失败，请稍后重试');
  const other = env.other;
  return { kind: 'signed-in', other, mustEnrolMfa: other.mfaEnrolRequired === true };
}

/** POST /auth/login/org/password. An enrolled account answers a ticket for the second step. */
export async function loginOrg(input: OrgLoginInput): Promise<OrgLoginResult> {
  const env = await api.envelope(
    'POST',
    '/auth/login/org/password',
    { ...input, loginType: UserType.Organizer },
    { xc: randomXc() },
    loginDataSchema,
    loginTokensSchema,
  );
  const challenge = String(env.code) === BizCode.Ok && mfaChallengeSchema.safeParse(env.data);
  if (challenge && challenge.success)
    return { kind: 'second-factor', mfaTicket: challenge.data.mfaTicket };
  return readSignedIn(env);
}

/** Stores a finished sign-in; shared by the password step and the second factor's. */
export function useFinishSignIn(): (result: OrgLoginResult) => void {
  const signIn = useSessionStore((s) => s.signIn);
  return (result) => {
    if (result.kind !== 'signed-in') return;
    // Another account may have used this tab: nothing cached may outlive the switch.
    queryClient.clear();
    signIn(result.other, result.mustEnrolMfa);
  };
}

export function useLoginOrg() {
  const finish = useFinishSignIn();
  return useMutation({ mutationFn: loginOrg, onSuccess: finish });
}
