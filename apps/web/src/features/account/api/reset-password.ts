import { noDataSchema, UserType, type ResetModifyPwdInput } from '@zyz/domain';
import { api, orgApi } from '../../../lib/api-client';

const resetPaths: Record<UserType, string> = {
  [UserType.Volunteer]: '/auth/findpwd/users/resetModifyPwd',
  [UserType.Organizer]: '/auth/findpwd/usersAdmin/resetModifyPwd',
};

/** Weak or forced password change; the server revokes every session of the account on success. */
export function resetModifyPassword(
  type: UserType,
  input: Omit<ResetModifyPwdInput, 'loginType'>,
): Promise<null> {
  const client = type === UserType.Organizer ? orgApi : api;
  return client.post(resetPaths[type], { ...input, loginType: type }, { answer: noDataSchema });
}
