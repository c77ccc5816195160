import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /manage/pc/mission/personal/revealMobile: one applicant's full mobile; the server logs it. */
export function revealMobile(missionPersonlId: string): Promise<{ mobile: string }> {
  return api.post<{ mobile: string }>('/manage/pc/mission/personal/revealMobile', {
    missionPersonlId,
  });
}

export function useRevealMobile() {
  return useMutation({ mutationFn: revealMobile });
}
