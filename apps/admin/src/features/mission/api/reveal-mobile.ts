import { useMutation } from '@tanstack/react-query';
import { revealMobileResultSchema } from '@zyz/domain';
import { api } from '../../../lib/api-client';

/** POST /manage/pc/mission/personal/revealMobile: one applicant's full mobile; the server logs it. */
export function revealMobile(missionPersonlId: string): Promise<{ mobile: string }> {
  return api.post(
    '/manage/pc/mission/personal/revealMobile',
    {
      missionPersonlId,
    },
    { answer: revealMobileResultSchema },
  );
}

export function useRevealMobile() {
  return useMutation({ mutationFn: revealMobile });
}
