import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AnswerSchema } from '@zyz/client';
import {
  staffListSchema,
  staffPasswordResultSchema,
  staffSchema,
  type Staff,
  type StaffCreateInput,
  type StaffPasswordResult,
  type StaffUpdateInput,
} from '@zyz/domain';
import { api } from '../../../lib/api-client';

const staffKey = ['org', 'staff'] as const;

export function useStaff() {
  return useQuery({
    queryKey: staffKey,
    queryFn: () => api.get('/manage/pc/org/staff/list', undefined, staffListSchema),
  });
}

function useStaffMutation<I, O>(path: string, answer: AnswerSchema<O>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: I) => api.post(path, input as object, { json: true, answer }),
    onSettled: () => client.invalidateQueries({ queryKey: ['org'] }),
  });
}

export const useCreateStaff = () =>
  useStaffMutation<StaffCreateInput, StaffPasswordResult>(
    '/manage/pc/org/staff/create',
    staffPasswordResultSchema,
  );
export const useUpdateStaff = () =>
  useStaffMutation<StaffUpdateInput, Staff>('/manage/pc/org/staff/update', staffSchema);
export const useResetStaffPassword = () =>
  useStaffMutation<{ staffId: string }, StaffPasswordResult>(
    '/manage/pc/org/staff/resetPassword',
    staffPasswordResultSchema,
  );
