import { useMutation, useQueryClient } from '@tanstack/react-query';
import { auditMpResultSchema } from '@zyz/domain';
import { api } from '../../../lib/api-client';

export interface AuditInput {
  missionPersonlIds: string[];
  action: 'accept' | 'reject';
  reason?: string;
}

/** POST /manage/pc/mission/personal/auditMP: accept or reject, all or nothing. */
export async function auditApplicants(input: AuditInput): Promise<{ updated: number }> {
  return api.post(
    '/manage/pc/mission/personal/auditMP',
    {
      missionPersonlIds: input.missionPersonlIds.join(','),
      action: input.action,
      ...(input.reason ? { reason: input.reason } : {}),
    },
    { answer: auditMpResultSchema },
  );
}

/** A decision moves places and the waitlist: applicants, shifts and counts all refresh. */
export function useAuditApplicants() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: auditApplicants,
    onSettled: () => client.invalidateQueries({ queryKey: ['mission'] }),
  });
}
