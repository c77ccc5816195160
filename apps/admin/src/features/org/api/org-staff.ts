import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  staffPasswordResultSchema,
  staffSchema,
  type StaffCreateInput,
  type StaffUpdateInput,
} from '@zyz/domain';
import { api } from '../../../lib/api-client';

const staffKey = ['org', 'staff'] as const;

export function useStaff() {
  return useQuery({
    queryKey: staffKey,
    queryFn: async () =>
      staffSchema.array().parse(await api.get<unknown>('/manage/pc/org/staff/list')),
  });
}

function useStaffMutation<I>(path: string, parse: (data: unknown) => unknown = (d) => d) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: I) =>
      parse(await api.post<unknown>(path, input as object, { json: true })),
    onSettled: () => client.invalidateQueries({ queryKey: ['org'] }),
  });
}

export const useCreateStaff = () =>
  useStaffMutation<StaffCreateInput>('/manage/pc/org/staff/create', (d) =>
    staffPasswordResultSchema.parse(d),
  );
export const useUpdateStaff = () =>
  useStaffMutation<StaffUpdateInput>('/manage/pc/org/staff/update');
export const useResetStaffPassword = () =>
  useStaffMutation<{ staffId: string }>('/manage/pc/org/staff/resetPassword', (d) =>
    staffPasswordResultSchema.parse(d),
  );
