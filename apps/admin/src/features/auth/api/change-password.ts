import { useMutation } from '@tanstack/react-query';
import { noDataSchema, UserType } from '@zyz/domain';
import { api } from '../../../lib/api-client';

export interface ChangePasswordInput {
  password: string;
  passwordAgain: string;
}

/** POST /auth/findpwd/usersAdmin/resetModifyPwd; the server revokes every session of the account. */
export function changePassword(input: ChangePasswordInput): Promise<null> {
  return api.post(
    '/auth/findpwd/usersAdmin/resetModifyPwd',
    {
      loginType: UserType.Organizer,
      ...input,
    },
    { answer: noDataSchema },
  );
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
