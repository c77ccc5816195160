import { and, eq } from 'drizzle-orm';
import { parseIdCard, starLevelForMinutes } from '@zyz/domain';
import type { Executor } from '../client';
import {
  attendances,
  districts,
  missionApplications,
  missionTimes,
  missions,
  serviceRecords,
  volunteerDistricts,
  volunteers,
} from '../schema/index';
import { normaliseIdCard, normaliseMobile, type DataCipher } from '../../lib/crypto';
import { chinaMonthStart } from '../../features/statistics/china-month';
import { recountMonthMinutes } from '../../features/statistics/recount.repository';
import { residentId } from './ids';
import { clock } from '../../kernel';

// A team that served this month, so a fresh start's Home shows both rankings filled
// (服务时长排行 · 本月 and 累计). Each member's totals are created equal to their one final record,
// the invariant verify-data and history.test check. Made once, by (organisation, subject).

const org = '广州市青年志愿者协会';
const subject = '社区志愿服务日·长者关爱探访';
const hour = 3_600_000;

export const monthTeam = [
  {
    loginName: 'lixiaowen01',
    name: '李晓雯',
    mobile: '13600136001',
    birth: '19960412',
    minutes: 480,
  },
  {
    loginName: 'chenzhiwei02',
    name: '陈志伟',
    mobile: '13600136002',
    birth: '19930907',
    minutes: 420,
  },
  {
    loginName: 'huangjiaxin03',
    name: '黄嘉欣',
    mobile: '13600136003',
    birth: '20000121',
    minutes: 360,
  },
  {
    loginName: 'zhouwenbo04',
    name: '周文博',
    mobile: '13600136004',
    birth: '19880630',
    minutes: 300,
  },
];

/**
 * 01:00 China time on the 1st of this month, or 9 hours ago when that is still ahead, but never
 * before the month began: the team served *this* China month even in its first hours (a start
 * 9 hours back at 07:30 on the 1st would fall in the last one, and Home's ranking would be empty).
 */
function shiftStart(now: Date): Date {
  const monthStart = chinaMonthStart(now, 0).getTime();
  const first = monthStart + hour;
  if (first + 9 * hour <= now.getTime()) return new Date(first);
  return new Date(Math.max(monthStart, now.getTime() - 9 * hour));
}

/** What a member served: their usual minutes, or as much as the month has had so far. */
const servedMinutes = (usual: number, start: Date, now: Date) =>
  Math.max(1, Math.min(usual, Math.floor((now.getTime() - start.getTime()) / 60_000)));

export async function ensureMonthTeam(
  tx: Executor,
  cipher: DataCipher,
  passwordHash: string,
  now = clock.now(),
) {
  const [node] = await tx
    .select({ id: districts.id, path: districts.path })
    .from(districts)
    .where(eq(districts.name, org));
  if (!node) return;
  const [existing] = await tx
    .select({ id: missions.id })
    .from(missions)
    // With the node's path, which the path index finds among a province's millions.
    .where(
      and(
        eq(missions.districtPath, node.path),
        eq(missions.districtId, node.id),
        eq(missions.subject, subject),
      ),
    );
  if (existing) return;
  const start = shiftStart(now);
  const end = new Date(start.getTime() + 8 * hour);
  const [mission] = await tx
    .insert(missions)
    .values({
      districtId: node.id,
      districtPath: node.path,
      subject,
      missionType: '09',
      labels: ['助老', '社区服务'],
      address: '广州市越秀区北京街道盐运西社区长者饭堂',
      recruitStart: new Date(start.getTime() - 20 * 24 * hour),
      recruitEnd: new Date(start.getTime() - 24 * hour),
      serviceStart: start,
      serviceEnd: end,
      requirements: '年满18周岁，有耐心，能用粤语交流者优先。',
      contactName: '陈晓燕',
      contactPhone: '020-83520000',
      description: '入户探访独居长者，陪伴聊天、协助整理家务并登记长者需求。',
      status: 'closed',
      publishedAt: new Date(start.getTime() - 21 * 24 * hour),
      quotaTotal: 10,
      shiftCount: 1,
      appliedCount: monthTeam.length,
    })
    .returning({ id: missions.id });
  const [time] = await tx
    .insert(missionTimes)
    .values({
      missionId: mission!.id,
      startTime: start,
      endTime: end,
      quota: 10,
      creditMinutes: 480,
      heldCount: monthTeam.length,
    })
    .returning({ id: missionTimes.id });
  const ids: number[] = [];
  for (const [i, member] of monthTeam.entries()) {
    const m = { ...member, minutes: servedMinutes(member.minutes, start, now) };
    const idCard = residentId('440104', m.birth, `2${i}1`);
    const info = parseIdCard(idCard);
    const [v] = await tx
      .insert(volunteers)
      .values({
        loginName: m.loginName,
        name: m.name,
        idCardEnc: cipher.encrypt(idCard),
        idCardHash: cipher.hash(normaliseIdCard(idCard)),
        mobileEnc: cipher.encrypt(m.mobile),
        mobileHash: cipher.hash(normaliseMobile(m.mobile)),
        gender: info?.gender ?? null,
        birthday: info?.birthDay ?? null,
        passwordHash,
        serviceMinutes: m.minutes,
        applyCount: 1,
        starLevel: starLevelForMinutes(m.minutes),
      })
      .onConflictDoNothing()
      .returning({ id: volunteers.id });
    // Someone registered with this login name or ID before the seed ran: leave them be.
    if (!v) continue;
    ids.push(v.id);
    await tx
      .insert(volunteerDistricts)
      .values({ volunteerId: v.id, districtId: node.id, isMain: true });
    await tx.insert(missionApplications).values({
      missionId: mission!.id,
      timeId: time!.id,
      volunteerId: v.id,
      state: 'accepted',
      decidedAt: new Date(start.getTime() - 3 * 24 * hour),
      createdAt: new Date(start.getTime() - 5 * 24 * hour),
    });
    const signOut = new Date(start.getTime() + m.minutes * 60_000);
    const [attendance] = await tx
      .insert(attendances)
      .values({
        missionId: mission!.id,
        timeId: time!.id,
        volunteerId: v.id,
        signInAt: start,
        signOutAt: signOut,
        signInMethod: 'qr',
        signOutMethod: 'qr',
      })
      .returning({ id: attendances.id });
    await tx.insert(serviceRecords).values({
      volunteerId: v.id,
      missionId: mission!.id,
      timeId: time!.id,
      attendanceId: attendance!.id,
      kind: 'service',
      minutes: m.minutes,
      occurredAt: start,
      state: 'final',
      publicityEndsAt: now,
      finalAt: now,
      districtId: node.id,
      createdAt: signOut,
    });
  }
  await recountMonthMinutes(tx, ids);
}
