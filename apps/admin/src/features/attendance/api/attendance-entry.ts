import { useMutation, useQueryClient } from '@tanstack/react-query';
import { attendanceResultSchema, type AttendanceResult } from '@zyz/domain';
import { api } from '../../../lib/api-client';

/** What the organiser enters by hand; times are China wall-clock 'YYYY-MM-DD HH:mm'. */
export type AttendanceEntry =
  | { action: 'signIn'; missionPersonlId: string; time?: string; reason: string }
  | { action: 'signOut'; missionServiceLogId: string; time?: string; reason: string }
  | {
      action: 'correctTime';
      missionServiceLogId: string;
      signInTime?: string;
      signOutTime?: string;
      reason: string;
    };

/** POST /manage/pc/mission/attendance/{signIn,signOut,correctTime}: each kept with its reason. */
export async function enterAttendance(entry: AttendanceEntry): Promise<AttendanceResult> {
  const { action, ...body } = entry;
  return api.post(`/manage/pc/mission/attendance/${action}`, body, {
    answer: attendanceResultSchema,
  });
}

/** An entry changes the list, the hours and the history: all of attendance refreshes. */
export function useEnterAttendance() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: enterAttendance,
    onSettled: () => client.invalidateQueries({ queryKey: ['attendance'] }),
  });
}
