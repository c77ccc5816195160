import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { liveAttendancePageSchema, type AttendanceRow, type Page } from '@zyz/domain';
import { api } from '../../../lib/api-client';

export interface AttendanceListQuery {
  missionId: string;
  /** Absent = every shift of the mission. */
  timesInfoId?: string;
  pageIndex: number;
  pageSize: number;
}

/** GET /manage/pc/mission/attendance/getAttendanceList: accepted volunteers and who signed in. */
export async function getAttendanceList(query: AttendanceListQuery): Promise<Page<AttendanceRow>> {
  return api.get(
    '/manage/pc/mission/attendance/getAttendanceList',
    {
      ...query,
      timesInfoId: query.timesInfoId ?? '',
    },
    liveAttendancePageSchema,
  );
}

export function useAttendanceList(query: AttendanceListQuery) {
  return useQuery({
    queryKey: ['attendance', 'list', query],
    queryFn: () => getAttendanceList(query),
    // Volunteers scan in while the organiser watches the list.
    staleTime: 0,
    refetchInterval: 30_000,
    placeholderData: keepPreviousData,
  });
}
