import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ProfileInput,
  RegisterInput,
  RegisterResult,
  SentCode,
  VerifyTip,
  VolunteerProfile,
} from '@zyz/domain';
import { api } from '../../../lib/api-client';

/** POST /open/verifycode/sendCodeToMobile for the registration form. */
export function sendRegisterSmsCode(mobile: string): Promise<SentCode> {
  return api.post<SentCode>('/open/verifycode/sendCodeToMobile', { mobile, type: 'register' });
}

/** GET /volunteer/register/verifyTip: whether a login name, mobile or ID number is free. */
export function verifyTip(field: 'loginName' | 'mobile' | 'idCard', value: string) {
  return api.get<VerifyTip>('/volunteer/register/verifyTip', { field, value });
}

/** POST /volunteer/register/registerSummit; exempt from toasts, the form shows the msg. */
export function registerVolunteer(input: RegisterInput): Promise<RegisterResult> {
  return api.post<RegisterResult>('/volunteer/register/registerSummit', input);
}

export const profileOptions = () =>
  queryOptions({
    queryKey: ['register', 'profile'],
    queryFn: () => api.get<VolunteerProfile>('/volunteer/register/profile'),
  });

export function useVolunteerProfile(enabled: boolean) {
  return useQuery({ ...profileOptions(), enabled });
}

export function useSaveProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ProfileInput) =>
      api.post<VolunteerProfile>('/volunteer/register/perfectInformation', input, { json: true }),
    onSuccess: (profile) => queryClient.setQueryData(profileOptions().queryKey, profile),
  });
}
