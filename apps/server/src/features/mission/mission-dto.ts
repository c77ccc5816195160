import {
  hasApplyConditions,
  formatLiveDateTime,
  missionStateCodes,
  type LiveMissionDetail,
  type LiveMissionRow,
  type LiveShift,
  type MissionDetail,
  type MissionStatus,
  type MissionSummary,
  type Shift,
} from '@zyz/domain';
import type { MissionRow, MissionTimeRow } from '../../db/schema/index';
import { withFields } from '../../lib/with-fields';
import { clock } from '../../kernel';

/** What lists show of a mission: the row without its long texts and its 报名条件. */
export type MissionSummaryRow = Omit<
  MissionRow,
  'requirements' | 'description' | 'applyConditions'
>;

export const iso = (d: Date) => d.toISOString();
export const isoOrNull = (d: Date | null) => (d ? d.toISOString() : null);

export function toMissionSummary(row: MissionSummaryRow, districtName: string): MissionSummary {
  return {
    missionId: String(row.id),
    subject: row.subject,
    missionType: row.missionType,
    serviceTimeType: row.serviceTimeType,
    labels: row.labels,
    districtId: String(row.districtId),
    districtName,
    address: row.address,
    latitude: row.latitude,
    longitude: row.longitude,
    recruitStart: iso(row.recruitStart),
    recruitEnd: iso(row.recruitEnd),
    serviceStart: iso(row.serviceStart),
    serviceEnd: iso(row.serviceEnd),
    contactName: row.contactName,
    contactPhone: row.contactPhone,
    coverImage: row.coverImage,
    hasWaitlist: row.hasWaitlist,
    status: row.status as MissionSummary['status'],
    appliedCount: row.appliedCount,
    quotaTotal: row.quotaTotal,
    shiftCount: row.shiftCount,
    publishedAt: isoOrNull(row.publishedAt),
    createdAt: iso(row.createdAt),
  };
}

export function toShift(row: MissionTimeRow): Shift {
  return {
    timesInfoId: String(row.id),
    startTime: iso(row.startTime),
    endTime: iso(row.endTime),
    quota: row.quota,
    creditMinutes: row.creditMinutes,
    heldCount: row.heldCount,
    placesLeft: Math.max(0, row.quota - row.heldCount),
    waitlistCount: row.waitlistCount,
  };
}

/** The console row with the live platform's names beside ours (docs/wire-compat.md). */
export function toLiveMissionRow(row: MissionSummaryRow, districtName: string): LiveMissionRow {
  return withFields(toMissionSummary(row, districtName), {
    state: missionStateCodes[row.status as MissionStatus],
    createDatetime: formatLiveDateTime(row.createdAt),
    finishDatetime: formatLiveDateTime(row.serviceEnd),
  });
}

/** The live console passes a shift's `id` back as `timesInfoId`. */
export const toLiveShift = (row: MissionTimeRow): LiveShift =>
  withFields(toShift(row), { id: String(row.id) });

export function toMissionDetail(
  row: MissionRow,
  districtName: string,
  times: MissionTimeRow[],
): MissionDetail {
  return withFields(toMissionSummary(row, districtName), {
    requirements: row.requirements,
    description: row.description,
    conditions: hasApplyConditions(row.applyConditions) ? row.applyConditions : null,
    times: times.map(toShift),
  });
}

/** viewMission: the detail with each shift's id also as `id` (docs/wire-compat.md). */
export const toLiveMissionDetail = (
  row: MissionRow,
  districtName: string,
  times: MissionTimeRow[],
): LiveMissionDetail =>
  withFields(toMissionDetail(row, districtName, times), { times: times.map(toLiveShift) });

/** Recruiting = published and now inside the recruiting period. */
export const isRecruiting = (row: MissionSummaryRow, now = clock.now()) =>
  row.status === 'published' && row.recruitStart <= now && now <= row.recruitEnd;
