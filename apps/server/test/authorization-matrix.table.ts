/**
 * Who may act on a mission and on an application to it, per operation. The checked-in
 * expectation of the authorisation matrix test: a role listed in `allowed` must get past the
 * access check; every other role must be refused (401, 40300 or 40400) and, for a write, leave
 * the database exactly as it was.
 *
 * The owner organisation is 广州市青年志愿者协会 (publisher of the mission); the federation is
 * the provincial root, an ancestor of every node; the other organisation is in another city
 * (深圳市义工联合会). The logged-off volunteer signed out, so their token is spent.
 */
import { chinaDateString } from '@zyz/domain';
import { clock } from '../src/kernel';
export const roles = [
  'visitor',
  'ownerVolunteer',
  'otherVolunteer',
  'ownerOrg',
  'otherOrg',
  'federation',
  'loggedOffVolunteer',
] as const;
export type Role = (typeof roles)[number];

export interface Ids {
  missionId: number;
  timeId: number;
  applicationId: string;
  volunteerId: number;
  /** The owner organisation's staff account (the one signed in as ownerOrg). */
  orgAccountId: number;
}

export interface MatrixRow {
  method: 'GET' | 'POST';
  path: string;
  input: (ids: Ids) => Record<string, unknown>;
  isWrite: boolean;
  allowed: Role[];
}

const consoleRoles: Role[] = ['ownerOrg', 'federation'];

export const matrix: MatrixRow[] = [
  // Reads
  {
    method: 'GET',
    path: '/manage/pc/mission/viewMission',
    input: (i) => ({ missionId: i.missionId }),
    isWrite: false,
    allowed: consoleRoles,
  },
  {
    method: 'GET',
    path: '/manage/pc/mission/findMissionTimesList',
    input: (i) => ({ missionId: i.missionId }),
    isWrite: false,
    allowed: consoleRoles,
  },
  {
    method: 'GET',
    path: '/manage/pc/mission/personal/getMPList',
    input: (i) => ({ missionId: i.missionId }),
    isWrite: false,
    allowed: consoleRoles,
  },
  {
    method: 'GET',
    path: '/manage/pc/mission/attendance/getAttendanceList',
    input: (i) => ({ missionId: i.missionId, timesInfoId: i.timeId }),
    isWrite: false,
    allowed: consoleRoles,
  },
  {
    method: 'GET',
    path: '/manage/pc/mission/attendance/qrToken',
    input: (i) => ({ timesInfoId: i.timeId }),
    isWrite: false,
    allowed: consoleRoles,
  },
  {
    method: 'GET',
    path: '/manage/pc/mission/evaluation/getMissionEvaluationList',
    input: (i) => ({ missionId: i.missionId }),
    isWrite: false,
    allowed: consoleRoles,
  },
  // Every node's admins read their own node's log (its scope is tested in features/audit-log).
  {
    method: 'GET',
    path: '/manage/pc/audit/list',
    input: () => ({}),
    isWrite: false,
    allowed: [...consoleRoles, 'otherOrg'],
  },
  // Every console account has its own second factor; the calls name no other account.
  {
    method: 'GET',
    path: '/manage/pc/security/totp/status',
    input: () => ({}),
    isWrite: false,
    allowed: [...consoleRoles, 'otherOrg'],
  },
  {
    method: 'GET',
    path: '/volunteer/mission/getUserMissionInfo',
    input: (i) => ({ missionPersonlId: i.applicationId }),
    isWrite: false,
    allowed: ['ownerVolunteer'],
  },
  // 下载我的数据 names no record: every volunteer gets past the check, with a copy of their own.
  {
    method: 'GET',
    path: '/volunteer/pc/personal/exportMyData',
    input: () => ({}),
    isWrite: false,
    allowed: ['ownerVolunteer', 'otherVolunteer'],
  },
  // Writes
  {
    method: 'POST',
    path: '/manage/pc/mission/closeMission',
    input: (i) => ({ missionId: i.missionId }),
    isWrite: true,
    allowed: consoleRoles,
  },
  {
    method: 'POST',
    path: '/manage/pc/mission/cancelMission',
    input: (i) => ({ missionId: i.missionId, reason: '矩阵测试取消' }),
    isWrite: true,
    allowed: consoleRoles,
  },
  {
    method: 'POST',
    path: '/manage/pc/mission/personal/auditMP',
    input: (i) => ({ missionPersonlIds: i.applicationId, action: 'reject', reason: '矩阵测试' }),
    isWrite: true,
    allowed: consoleRoles,
  },
  {
    method: 'POST',
    path: '/manage/pc/mission/attendance/signIn',
    input: (i) => ({
      missionPersonlId: i.applicationId,
      time: new Date(clock.nowMs() - 30 * 60_000).toISOString(),
      reason: '现场登记',
    }),
    isWrite: true,
    allowed: consoleRoles,
  },
  // 群发消息, 复制活动 and 重复时段: the mission's organisation and the federations above it.
  {
    method: 'POST',
    path: '/manage/pc/mission/message/send',
    input: (i) => ({ missionId: i.missionId, states: 'accepted', content: '矩阵测试通知' }),
    isWrite: true,
    allowed: consoleRoles,
  },
  {
    method: 'POST',
    path: '/manage/pc/mission/copyMission',
    input: (i) => ({
      missionId: i.missionId,
      firstDay: chinaDateString(new Date(clock.nowMs() + 7 * 86_400_000)),
    }),
    isWrite: true,
    allowed: consoleRoles,
  },
  {
    method: 'POST',
    path: '/manage/pc/mission/times/addPattern',
    input: (i) => ({
      missionId: i.missionId,
      weekdays: '1,2,3,4,5,6,7',
      startTime: '09:00',
      endTime: '10:00',
      fromDate: chinaDateString(new Date(clock.nowMs() + 7 * 86_400_000)),
      toDate: chinaDateString(new Date(clock.nowMs() + 8 * 86_400_000)),
      quota: 5,
      creditMinutes: 60,
    }),
    isWrite: true,
    allowed: consoleRoles,
  },
  {
    method: 'POST',
    path: '/manage/pc/serviceRecord/addTraining',
    input: (i) => ({
      userids: String(i.volunteerId),
      date: '2026-11-20',
      minutes: 60,
      title: '矩阵测试培训',
    }),
    isWrite: true,
    allowed: consoleRoles,
  },
  {
    method: 'POST',
    path: '/manage/pc/security/totp/setup',
    input: () => ({}),
    isWrite: true,
    allowed: [...consoleRoles, 'otherOrg'],
  },
  {
    method: 'POST',
    path: '/manage/pc/security/totp/enable',
    input: () => ({ code: '000000' }),
    isWrite: true,
    allowed: [...consoleRoles, 'otherOrg'],
  },
  {
    method: 'POST',
    path: '/manage/pc/security/totp/disable',
    input: () => ({ password: 'Wrong@2024pass', code: '000000' }),
    isWrite: true,
    allowed: [...consoleRoles, 'otherOrg'],
  },
  // Another account's second factor: an admin at or above its node, never the account itself
  // (ownerOrg names its own account here) nor another city's organisation.
  {
    method: 'POST',
    path: '/manage/pc/security/totp/reset',
    input: (i) => ({ accountId: i.orgAccountId, reason: '矩阵测试重置' }),
    isWrite: true,
    allowed: ['federation'],
  },
  {
    method: 'GET',
    path: '/volunteer/mission/cancelApplyMission',
    input: (i) => ({ missionPersonlId: i.applicationId }),
    isWrite: true,
    allowed: ['ownerVolunteer'],
  },
  {
    method: 'GET',
    path: '/volunteer/mission/delApplyMission',
    input: (i) => ({ missionPersonlId: i.applicationId }),
    isWrite: true,
    allowed: ['ownerVolunteer'],
  },
];
