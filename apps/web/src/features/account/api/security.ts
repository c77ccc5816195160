import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  boundDistrictListSchema,
  changePasswordResultSchema,
  currentUserSchema,
  findPwdTicketSchema,
  logoffStateSchema,
  myDetailSchema,
  noDataSchema,
  operatorConfirmResultSchema,
  sentCodeSchema,
  unbindResultSchema,
  volunteerProfileSchema,
  type ChangePasswordInput,
  type ProfileInput,
  type ResetModifyPwdInput,
} from '@zyz/domain';
import { api } from '../../../lib/api-client';
import { loadVolunteerInfo } from './user-info';
import { profileOptions } from '../../register';

const base = '/volunteer/center/userInfo';
/** Every account-security key starts here; a change refreshes the lot. */
export const accountKey = ['account'] as const;

export const useMyDetail = (userId: string | null) =>
  useQuery({
    queryKey: [...accountKey, 'myDetail', userId],
    queryFn: () => api.get(`${base}/myDetail`, undefined, myDetailSchema),
    enabled: userId !== null,
  });

export const useBoundDistricts = (userId: string | null) =>
  useQuery({
    queryKey: [...accountKey, 'bindDistrictList', userId],
    queryFn: () => api.get(`${base}/bindDistrictList`, undefined, boundDistrictListSchema),
    enabled: userId !== null,
  });

/** A change of the account's own identifiers, then the profile and the header reloaded. */
function useAccountChange<I, O>(call: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: accountKey }),
        loadVolunteerInfo(),
      ]);
    },
  });
}

/** updateUserSubmit: the registration profile fields; the answer replaces the cached profile. */
export const useUpdateUserSubmit = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ProfileInput) =>
      api.post(`${base}/updateUserSubmit`, input, { json: true, answer: volunteerProfileSchema }),
    onSuccess: (profile) => {
      queryClient.setQueryData(profileOptions().queryKey, profile);
      void queryClient.invalidateQueries({ queryKey: accountKey });
    },
  });
};

export const useChangeLoginName = () =>
  useAccountChange((input: { loginName: string; password: string }) =>
    api.post(`${base}/changeLoginName`, input, { answer: currentUserSchema }),
  );

export const useChangeMobile = () =>
  useAccountChange((input: { mobile: string; code: string }) =>
    api.post(`${base}/changeMobile`, input, { answer: currentUserSchema }),
  );

export const useChangeEmail = () =>
  useAccountChange((input: { email: string; code: string }) =>
    api.post(`${base}/changeEmail`, input, { answer: currentUserSchema }),
  );

export const useUnbind = () =>
  useAccountChange((what: 'mobile' | 'email') =>
    api.get(
      what === 'mobile' ? `${base}/unbindMobile` : `${base}/unbindEmail`,
      undefined,
      unbindResultSchema,
    ),
  );

/** The code for a new mobile goes to that number (GET /open/sendCodeModifyMobile). */
export const sendModifyMobileCode = (mobile: string) =>
  api.get('/open/sendCodeModifyMobile', { mobile }, sentCodeSchema);

export const sendEmailCode = (email: string, type: 'changeEmail' | 'findPassword') =>
  api.get('/open/email/sendCode', { email, type }, sentCodeSchema);

export const sendFindPasswordSms = (mobile: string) =>
  api.post(
    '/open/verifycode/sendCodeToMobile',
    { mobile, type: 'findPassword' },
    { answer: sentCodeSchema },
  );

export const changePassword = (input: ChangePasswordInput) =>
  api.post('/volunteer/center/security/changePassword', input, {
    json: true,
    answer: changePasswordResultSchema,
  });

// Logoff.

const logoffKey = [...accountKey, 'logoff'] as const;

export const useLogoffState = (userId: string | null) =>
  useQuery({
    queryKey: [...logoffKey, userId],
    queryFn: () =>
      api.get('/volunteer/securityCenter/logoff/logoffState', undefined, logoffStateSchema),
    enabled: userId !== null,
  });

/** Apply or cancel; the store's logoffSate follows, so the guard confines or frees the account. */
export const useLogoffAction = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: 'apply' | 'cancel') =>
      api.get(`/volunteer/securityCenter/logoff/${action}`, undefined, logoffStateSchema),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: logoffKey }),
        loadVolunteerInfo(),
      ]);
    },
  });
};

// Recovery: check the code for a ticket, then reset with it (no sign-in involved).

export type RecoveryWho = 'user' | 'admin';

export const checkRecoveryMobile = (who: RecoveryWho, input: { mobile: string; code: string }) =>
  api.post(`/auth/findpwd/checkMobile/${who}`, input, { answer: findPwdTicketSchema });

export const checkRecoveryEmail = (
  who: RecoveryWho,
  input: { email: string; code: string; loginName?: string },
) => api.post(`/auth/findpwd/checkEmail/${who}`, input, { answer: findPwdTicketSchema });

export const resetWithTicket = (
  who: RecoveryWho,
  input: Omit<ResetModifyPwdInput, 'loginType'> & { resetToken: string },
) =>
  api.post(
    who === 'user'
      ? '/auth/findpwd/users/resetModifyPwd'
      : '/auth/findpwd/usersAdmin/resetModifyPwd',
    { ...input, loginType: who === 'user' ? 1 : 2 },
    { answer: noDataSchema },
  );

// Site messages that ask for a decision.

export const confirmOperator = (siteMsgId: string, agree: boolean) =>
  api.post(
    '/volunteer/sitemsgbiz/confirm4Operator',
    {
      siteMsgId,
      agree: agree ? '1' : '0',
    },
    { answer: operatorConfirmResultSchema },
  );

/** `GET {token}?siteMsgId={id}`: the link the message carries. */
export const followActionLink = (link: string, siteMsgId: string) =>
  api.get(link, { siteMsgId }, operatorConfirmResultSchema);
