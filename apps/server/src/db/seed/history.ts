import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../client';
import { recountMonthMinutes } from '../../features/statistics/recount.repository';
import {
  attendances,
  districts,
  missionApplications,
  missionTimes,
  missions,
  serviceRecords,
  volunteers,
} from '../schema/index';
import { clock } from '../../kernel';

// The demo volunteer's past: the closed missions, shifts, attendances and final service
// records behind the totals seeded in accounts.ts, so 服务记录, 时长证明 and the summary card
// agree. Dated relative to today like the upcoming demo missions. Idempotent by
// (organisation, subject) and by training title: a restart finds them and adds nothing, and
// the totals are never touched here (they already hold these minutes). Every service shift lies
// within the last 11 months, so the console's 12-month chart adds up to the total card; the
// monthly figures are recounted from these records by the month each shift was served.

const hour = 3_600_000;
const day = 24 * hour;

interface PastMission {
  org: string;
  subject: string;
  missionType: string;
  labels: string[];
  address: string;
  /** Each shift attended: its 09:00 China-time start `daysAgo` days before today, and the minutes served. */
  shifts: { daysAgo: number; minutes: number }[];
  description: string;
}

export const demoHistoryVolunteer = 'zhangsan2024';

export const pastMissions: PastMission[] = [
  {
    org: '广州市青年志愿者协会',
    subject: '广州马拉松赛道补给站志愿服务',
    missionType: '07',
    labels: ['赛会服务', '马拉松'],
    address: '广州市天河区天河体育中心东门',
    shifts: [{ daysAgo: 320, minutes: 420 }],
    description: '在赛道补给站分发饮用水和能量补给，引导跑者有序通过。',
  },
  {
    org: '广州市青年志愿者协会',
    subject: '越秀公园迎春花市秩序引导',
    missionType: '05',
    labels: ['文明引导', '节庆'],
    address: '广州市越秀区解放北路988号越秀公园',
    shifts: [
      { daysAgo: 330, minutes: 360 },
      { daysAgo: 329, minutes: 360 },
      { daysAgo: 328, minutes: 300 },
    ],
    description: '花市期间在主要出入口引导人流、提醒游客文明赏花。',
  },
  {
    org: '广州市青年志愿者协会',
    subject: '广州图书馆周末亲子阅读推广',
    missionType: '10',
    labels: ['文化', '阅读推广'],
    address: '广州市天河区珠江东路4号广州图书馆',
    shifts: [
      { daysAgo: 300, minutes: 240 },
      { daysAgo: 293, minutes: 240 },
      { daysAgo: 286, minutes: 270 },
    ],
    description: '协助馆员组织亲子共读活动，为小读者讲绘本故事。',
  },
  {
    org: '天河区志愿者联合会',
    subject: '天河路商圈交通文明劝导',
    missionType: '05',
    labels: ['文明交通'],
    address: '广州市天河区天河路与体育西路交叉口',
    shifts: [
      { daysAgo: 260, minutes: 390 },
      { daysAgo: 253, minutes: 390 },
    ],
    description: '在路口协助交警劝导行人和非机动车遵守信号灯。',
  },
  {
    org: '广州市青年志愿者协会',
    subject: '白云山森林防火宣传',
    missionType: '04',
    labels: ['环保', '防火宣传'],
    address: '广州市白云区广园中路801号白云山南门',
    shifts: [{ daysAgo: 230, minutes: 480 }],
    description: '在登山道入口向游客发放防火宣传册，提醒勿带火种上山。',
  },
  {
    org: '广州市青年志愿者协会',
    subject: '社区长者健康义诊协助',
    missionType: '09',
    labels: ['助老', '健康'],
    address: '广州市海珠区江南中街道社区卫生服务中心',
    shifts: [
      { daysAgo: 200, minutes: 330 },
      { daysAgo: 186, minutes: 330 },
    ],
    description: '协助医护人员为长者登记、测量血压并引导就诊。',
  },
  {
    org: '天河区志愿者联合会',
    subject: '天河区暑期少儿科普活动',
    missionType: '10',
    labels: ['关爱儿童', '科普'],
    address: '广州市天河区天河公园科普馆',
    shifts: [
      { daysAgo: 150, minutes: 420 },
      { daysAgo: 149, minutes: 420 },
      { daysAgo: 148, minutes: 420 },
    ],
    description: '带领小学生完成科学小实验，维持营地秩序。',
  },
  {
    org: '广州市青年志愿者协会',
    subject: '珠江沿岸护河清洁行动',
    missionType: '04',
    labels: ['环保', '护河'],
    address: '广州市海珠区海珠湿地公园码头',
    shifts: [
      { daysAgo: 110, minutes: 240 },
      { daysAgo: 96, minutes: 240 },
    ],
    description: '清理河岸垃圾并分类称重，记录垃圾来源。',
  },
  {
    org: '广州市青年志愿者协会',
    subject: '广交会展馆咨询引导服务',
    missionType: '07',
    labels: ['赛会服务', '展会'],
    address: '广州市海珠区阅江中路380号中国进出口商品交易会展馆',
    shifts: [
      { daysAgo: 60, minutes: 480 },
      { daysAgo: 59, minutes: 480 },
    ],
    description: '在展馆入口为客商提供问询、指路和翻译协助。',
  },
  {
    org: '天河区志愿者联合会',
    subject: '社区垃圾分类督导',
    missionType: '04',
    labels: ['环保', '垃圾分类'],
    address: '广州市天河区林和街道华港社区',
    shifts: [
      { daysAgo: 30, minutes: 240 },
      { daysAgo: 23, minutes: 240 },
      { daysAgo: 16, minutes: 240 },
    ],
    description: '在投放点指导居民正确分类投放，记录分类质量。',
  },
];

export const pastTrainings = [
  { org: '广州市青年志愿者协会', title: '志愿服务通用知识培训', daysAgo: 400, minutes: 180 },
  { org: '广州市青年志愿者协会', title: '应急救护技能培训', daysAgo: 210, minutes: 180 },
];

/** 09:00 China time (01:00 UTC) `daysAgo` days before `now`. */
function pastMorning(daysAgo: number, now: Date): Date {
  const d = new Date(now.getTime() - daysAgo * day);
  d.setUTCHours(1, 0, 0, 0);
  return d;
}

async function org(tx: Executor, name: string) {
  const [row] = await tx
    .select({ id: districts.id, path: districts.path })
    .from(districts)
    .where(eq(districts.name, name));
  return row ?? null;
}

async function ensurePastMission(tx: Executor, volunteerId: number, m: PastMission, now: Date) {
  const node = await org(tx, m.org);
  if (!node) return;
  const [existing] = await tx
    .select({ id: missions.id })
    .from(missions)
    // With the node's path, which the path index finds among a province's millions.
    .where(
      and(
        eq(missions.districtPath, node.path),
        eq(missions.districtId, node.id),
        eq(missions.subject, m.subject),
      ),
    );
  if (existing) return;
  const starts = m.shifts.map((s) => pastMorning(s.daysAgo, now));
  // Each shift runs to the full credited time; the volunteer served all of it.
  const ends = m.shifts.map((s, i) => new Date(starts[i]!.getTime() + s.minutes * 60_000));
  const [mission] = await tx
    .insert(missions)
    .values({
      districtId: node.id,
      districtPath: node.path,
      subject: m.subject,
      missionType: m.missionType,
      labels: m.labels,
      address: m.address,
      recruitStart: new Date(starts[0]!.getTime() - 20 * day),
      recruitEnd: new Date(starts[0]!.getTime() - day),
      serviceStart: starts[0]!,
      serviceEnd: ends[ends.length - 1]!,
      requirements: '年满18周岁，身体健康，服从现场安排。',
      contactName: '陈晓燕',
      contactPhone: '020-83520000',
      description: m.description,
      hasWaitlist: false,
      status: 'closed',
      publishedAt: new Date(starts[0]!.getTime() - 21 * day),
      quotaTotal: 20 * m.shifts.length,
      shiftCount: m.shifts.length,
      // One accepted application per shift: the mission counts places held over its shifts.
      appliedCount: m.shifts.length,
    })
    .returning({ id: missions.id });
  for (const [i, s] of m.shifts.entries()) {
    const [time] = await tx
      .insert(missionTimes)
      .values({
        missionId: mission!.id,
        startTime: starts[i]!,
        endTime: ends[i]!,
        quota: 20,
        creditMinutes: s.minutes,
        heldCount: 1,
      })
      .returning({ id: missionTimes.id });
    await tx.insert(missionApplications).values({
      missionId: mission!.id,
      timeId: time!.id,
      volunteerId,
      state: 'accepted',
      decidedAt: new Date(starts[i]!.getTime() - 3 * day),
      createdAt: new Date(starts[i]!.getTime() - 5 * day),
    });
    const [attendance] = await tx
      .insert(attendances)
      .values({
        missionId: mission!.id,
        timeId: time!.id,
        volunteerId,
        signInAt: starts[i]!,
        signOutAt: ends[i]!,
        signInMethod: 'qr',
        signOutMethod: 'qr',
      })
      .returning({ id: attendances.id });
    const publicityEndsAt = new Date(ends[i]!.getTime() + 7 * day);
    await tx.insert(serviceRecords).values({
      volunteerId,
      missionId: mission!.id,
      timeId: time!.id,
      attendanceId: attendance!.id,
      kind: 'service',
      minutes: s.minutes,
      occurredAt: starts[i]!,
      state: 'final',
      publicityEndsAt,
      finalAt: publicityEndsAt,
      districtId: node.id,
      createdAt: ends[i]!,
    });
  }
}

async function ensurePastTraining(
  tx: Executor,
  volunteerId: number,
  t: (typeof pastTrainings)[number],
  now: Date,
) {
  const node = await org(tx, t.org);
  if (!node) return;
  const [existing] = await tx
    .select({ id: serviceRecords.id })
    .from(serviceRecords)
    .where(
      and(
        eq(serviceRecords.volunteerId, volunteerId),
        eq(serviceRecords.kind, 'training'),
        eq(serviceRecords.title, t.title),
        isNull(serviceRecords.missionId),
      ),
    );
  if (existing) return;
  const at = pastMorning(t.daysAgo, now);
  const publicityEndsAt = new Date(at.getTime() + 7 * day);
  await tx.insert(serviceRecords).values({
    volunteerId,
    kind: 'training',
    title: t.title,
    minutes: t.minutes,
    occurredAt: at,
    state: 'final',
    publicityEndsAt,
    finalAt: publicityEndsAt,
    districtId: node.id,
    createdAt: at,
  });
}

export async function ensureDemoHistory(tx: Executor, now = clock.now()) {
  const [volunteer] = await tx
    .select({ id: volunteers.id })
    .from(volunteers)
    .where(eq(volunteers.loginName, demoHistoryVolunteer));
  if (!volunteer) return;
  for (const m of pastMissions) await ensurePastMission(tx, volunteer.id, m, now);
  for (const t of pastTrainings) await ensurePastTraining(tx, volunteer.id, t, now);
  await recountMonthMinutes(tx, [volunteer.id]);
}
