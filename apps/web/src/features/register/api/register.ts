import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  registerResultSchema,
  sentCodeSchema,
  verifyTipSchema,
  volunteerProfileSchema,
  type ProfileInput,
  type RegisterInput,
  type RegisterResult,
  type SentCode,
} from '@zyz/domain';
import { api } from '../../../lib/api-client';

/** POST /open/verifycode/sendCodeToMobile for the registration form. */
export function sendRegisterSmsCode(mobile: string): Promise<SentCode> {
  return api.post(
    '/open/verifycode/sendCodeToMobile',
    { mobile, type: 'register' },
    { answer: sentCodeSchema },
  );
}

/** GET /volunteer/register/verifyTip: whether a login name, mobile or ID number is free. */
export function verifyTip(field: 'loginName' | 'mobile' | 'idCard', value: string) {
  return api.get('/volunteer/register/verifyTip', { field, value }, verifyTipSchema);
}

/** POST /volunteer/register/registerSummit; exempt from toasts, the form shows the msg. */
export function registerVolunteer(input: RegisterInput): Promise<RegisterResult> {
  return api.post('/volunteer/register/registerSummit', input, { answer: registerResultSchema });
}

export const profileOptions = () =>
  queryOptions({
    queryKey: ['register', 'profile'],
    queryFn: () => api.get('/volunteer/register/profile', undefined, volunteerProfileSchema),
  });

export function useVolunteerProfile(enabled: boolean) {
  return useQuery({ ...profileOptions(), enabled });
}

export function useSaveProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ProfileInput) =>
      api.post('/volunteer/register/perfectInformation', input, {
        json: true,
        answer: volunteerProfileSchema,
      }),
    onSuccess: (profile) => queryClient.setQueryData(profileOptions().queryKey, profile),
  });
}
