import {
  loginDataSchema,
  loginTokensSchema,
  UserType,
  type Envelope,
  type LoginData,
  type LoginOther,
} from '@zyz/domain';
import { api, randomXc } from '../../../lib/api-client';

export interface LoginCredentials {
  username: string;
  password: string;
}

const loginPaths: Record<UserType, string> = {
  [UserType.Volunteer]: '/auth/login/volunteer/password',
  [UserType.Organizer]: '/auth/login/org/password',
};

/**
 * Login answers with the whole envelope: tokens come in `other`, and a refusal is shown
 * by the form as an error rather than as the client's generic warning (spec §4).
 */
export function loginWithPassword(
  type: UserType,
  { username, password }: LoginCredentials,
): Promise<Envelope<LoginData, LoginOther | undefined>> {
  return api.envelope(
    'POST',
    loginPaths[type],
    { username: username.trim(), password, loginType: type },
    { xc: randomXc() },
    loginDataSchema,
    loginTokensSchema,
  );
}
