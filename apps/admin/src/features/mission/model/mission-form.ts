import type { Dayjs } from 'dayjs';
import type { MissionDetail, ServiceTypeCode } from '@zyz/domain';
import { fromChinaWallClock, toChinaWallClock } from '../../../lib/china-time';

export type Period = [Dayjs, Dayjs];

export interface ShiftFormValues {
  /** Kept from the server so an edit updates the shift instead of replacing it. */
  timesInfoId?: string;
  period?: Period;
  quota?: number;
  /** Hours credited, in 0.5 steps; the wire carries minutes. */
  hours?: number;
}

/** 报名条件 as the form holds them; every one optional. */
export interface ConditionFormValues {
  minAge?: number | null;
  maxAge?: number | null;
  qualifications?: string[];
  membersOnly?: boolean;
  gender?: 'M' | 'F' | '' | null;
  genderReason?: string;
}

/** What the antd form holds; optional where the user may still be typing. */
export interface MissionFormValues {
  subject?: string;
  missionType?: ServiceTypeCode;
  serviceTimeType?: 1 | 2;
  labels?: string[];
  districtId?: string;
  address?: string;
  latitude?: number | null;
  longitude?: number | null;
  recruitPeriod?: Period;
  servicePeriod?: Period;
  times?: ShiftFormValues[];
  requirements?: string;
  contactName?: string;
  contactPhone?: string;
  hasWaitlist?: boolean;
  coverImage?: string | null;
  description?: string;
  conditions?: ConditionFormValues;
}

/** The saveMission body (JSON), before the domain schema checks it. */
export interface SaveMissionPayload {
  missionId?: string;
  subject: string;
  missionType: string;
  serviceTimeType: number | '';
  labels: string[];
  districtId?: string;
  address: string;
  latitude?: number;
  longitude?: number;
  recruitStart: string;
  recruitEnd: string;
  serviceStart: string;
  serviceEnd: string;
  requirements: string;
  contactName: string;
  contactPhone: string;
  hasWaitlist: boolean;
  coverImage?: string;
  description: string;
  conditions?: {
    minAge?: number;
    maxAge?: number;
    qualifications: string[];
    membersOnly: boolean;
    gender?: 'M' | 'F';
    genderReason?: string;
  };
  times: {
    timesInfoId?: string;
    startTime: string;
    endTime: string;
    quota: number | '';
    creditMinutes: number | '';
  }[];
}

export const hoursToMinutes = (hours: number) => Math.round(hours * 60);
/** Exact, so a shift saved elsewhere with 45 minutes still saves as 45, not a rounded hour. */
export const minutesToHours = (minutes: number) => minutes / 60;

const wall = (d: Dayjs | undefined) => (d ? toChinaWallClock(d) : '');
const numberOrBlank = (n: number | null | undefined) => (typeof n === 'number' ? n : '');
const present = (n: number | null | undefined) => (typeof n === 'number' ? n : undefined);

/** The conditions the organiser set, or none (which clears them on the server). */
function conditionsPayload(c: ConditionFormValues | undefined): Partial<SaveMissionPayload> {
  if (!c) return {};
  const conditions = {
    minAge: present(c.minAge),
    maxAge: present(c.maxAge),
    qualifications: c.qualifications ?? [],
    membersOnly: c.membersOnly ?? false,
    ...(c.gender ? { gender: c.gender, genderReason: c.genderReason?.trim() ?? '' } : {}),
  };
  const isEmpty =
    conditions.minAge === undefined &&
    conditions.maxAge === undefined &&
    conditions.qualifications.length === 0 &&
    !conditions.membersOnly &&
    !c.gender;
  return isEmpty ? {} : { conditions };
}

export function toSavePayload(values: MissionFormValues, missionId?: string): SaveMissionPayload {
  return {
    ...(missionId ? { missionId } : {}),
    subject: values.subject ?? '',
    missionType: values.missionType ?? '',
    serviceTimeType: values.serviceTimeType ?? '',
    labels: values.labels ?? [],
    ...(values.districtId ? { districtId: values.districtId } : {}),
    address: values.address ?? '',
    latitude: present(values.latitude),
    longitude: present(values.longitude),
    recruitStart: wall(values.recruitPeriod?.[0]),
    recruitEnd: wall(values.recruitPeriod?.[1]),
    serviceStart: wall(values.servicePeriod?.[0]),
    serviceEnd: wall(values.servicePeriod?.[1]),
    requirements: values.requirements ?? '',
    contactName: values.contactName ?? '',
    contactPhone: values.contactPhone ?? '',
    hasWaitlist: values.hasWaitlist ?? false,
    ...(values.coverImage ? { coverImage: values.coverImage } : {}),
    description: values.description ?? '',
    ...conditionsPayload(values.conditions),
    times: (values.times ?? []).map((t) => ({
      ...(t.timesInfoId ? { timesInfoId: t.timesInfoId } : {}),
      startTime: wall(t.period?.[0]),
      endTime: wall(t.period?.[1]),
      quota: numberOrBlank(t.quota),
      creditMinutes: typeof t.hours === 'number' ? hoursToMinutes(t.hours) : '',
    })),
  };
}

const period = (start: string, end: string): Period => [
  fromChinaWallClock(start),
  fromChinaWallClock(end),
];

export function toFormValues(detail: MissionDetail): MissionFormValues {
  return {
    subject: detail.subject,
    missionType: detail.missionType as ServiceTypeCode,
    serviceTimeType: detail.serviceTimeType === 2 ? 2 : 1,
    labels: detail.labels,
    districtId: detail.districtId,
    address: detail.address,
    latitude: detail.latitude,
    longitude: detail.longitude,
    recruitPeriod: period(detail.recruitStart, detail.recruitEnd),
    servicePeriod: period(detail.serviceStart, detail.serviceEnd),
    times: detail.times.map((t) => ({
      timesInfoId: t.timesInfoId,
      period: period(t.startTime, t.endTime),
      quota: t.quota,
      hours: minutesToHours(t.creditMinutes),
    })),
    requirements: detail.requirements,
    contactName: detail.contactName,
    contactPhone: detail.contactPhone,
    hasWaitlist: detail.hasWaitlist,
    coverImage: detail.coverImage,
    description: detail.description,
    conditions: detail.conditions
      ? {
          minAge: detail.conditions.minAge,
          maxAge: detail.conditions.maxAge,
          qualifications: detail.conditions.qualifications.map((q) => q.code),
          membersOnly: detail.conditions.membersOnly,
          gender: detail.conditions.gender,
          genderReason: detail.conditions.genderReason ?? '',
        }
      : { qualifications: [], membersOnly: false },
  };
}

/** A new mission starts with one empty shift, short-term, no waitlist. */
export const emptyMissionValues: MissionFormValues = {
  serviceTimeType: 1,
  labels: [],
  hasWaitlist: false,
  conditions: { qualifications: [], membersOnly: false },
  times: [{ quota: 10, hours: 2 }],
};
