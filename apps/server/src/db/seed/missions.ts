import { and, eq } from 'drizzle-orm';
import type { Executor } from '../client';
import {
  districts,
  missionApplications,
  missionTimes,
  missions,
  volunteers,
} from '../schema/index';
import { clock } from '../../kernel';

// Demo missions for the portal, dated relative to the first start so they are always current.
// Idempotent by (organisation, subject): a restart finds them and adds nothing.

const hour = 3_600_000;
const day = 24 * hour;

/** 09:00 China time (01:00 UTC) `days` from today. */
function morning(days: number, now: Date): Date {
  const d = new Date(now.getTime() + days * day);
  d.setUTCHours(1, 0, 0, 0);
  return d;
}

interface DemoMission {
  org: string;
  subject: string;
  missionType: string;
  labels: string[];
  address: string;
  lat: number;
  lng: number;
  hasWaitlist: boolean;
  /** Days from today of each shift's 09:00 start, with its quota; shifts run three hours. */
  shifts: { inDays: number; quota: number }[];
  description: string;
}

const demoMissions: DemoMission[] = [
  {
    org: '广州市青年志愿者协会',
    subject: '广州塔周边文明引导志愿服务',
    missionType: '05',
    labels: ['文明引导', '城市志愿'],
    address: '广州市海珠区阅江西路222号广州塔南广场',
    lat: 23.1066,
    lng: 113.3245,
    hasWaitlist: true,
    shifts: [
      { inDays: 7, quota: 1 },
      { inDays: 8, quota: 20 },
    ],
    description: '在广州塔南广场协助游客排队、指路，倡导文明出行。',
  },
  {
    org: '广州市青年志愿者协会',
    subject: '社区长者智能手机使用辅导',
    missionType: '03',
    labels: ['助老', '数字助老'],
    address: '广州市天河区林和街道社区服务中心',
    lat: 23.1459,
    lng: 113.3248,
    hasWaitlist: false,
    shifts: [
      { inDays: 10, quota: 8 },
      { inDays: 17, quota: 8 },
    ],
    description: '一对一教长者使用健康码、视频通话和手机支付，请耐心细致。',
  },
  {
    org: '深圳市义工联合会',
    subject: '大梅沙海滩净滩行动',
    missionType: '04',
    labels: ['环保', '净滩'],
    address: '深圳市盐田区大梅沙海滨公园',
    lat: 22.5947,
    lng: 114.3066,
    hasWaitlist: true,
    shifts: [{ inDays: 12, quota: 30 }],
    description: '清理海滩垃圾并分类登记，活动提供手套和垃圾袋。',
  },
  {
    org: '天河区阳光志愿服务队',
    subject: '天河区困难家庭儿童课业辅导',
    missionType: '08',
    labels: ['关爱儿童', '课业辅导'],
    address: '广州市天河区天园街道党群服务中心',
    lat: 23.1339,
    lng: 113.3558,
    hasWaitlist: false,
    shifts: [
      { inDays: 9, quota: 6 },
      { inDays: 16, quota: 6 },
      { inDays: 23, quota: 6 },
    ],
    description: '为困难家庭小学生辅导作业，要求有耐心，教育专业优先。',
  },
];

async function idByName(tx: Executor, name: string) {
  const [row] = await tx.select().from(districts).where(eq(districts.name, name));
  return row ?? null;
}

async function volunteerId(tx: Executor, loginName: string) {
  const [row] = await tx
    .select({ id: volunteers.id })
    .from(volunteers)
    .where(eq(volunteers.loginName, loginName));
  return row?.id ?? null;
}

export async function ensureDemoMissions(tx: Executor, now = clock.now()) {
  for (const m of demoMissions) {
    const node = await idByName(tx, m.org);
    if (!node) continue;
    // By the node's path too: missions_path_idx finds them. By the node's id alone, every
    // start of a server with the demo data scanned all missions once per demo mission (a
    // minute at province volume).
    const [existing] = await tx
      .select({ id: missions.id })
      .from(missions)
      .where(
        and(
          eq(missions.districtPath, node.path),
          eq(missions.districtId, node.id),
          eq(missions.subject, m.subject),
        ),
      );
    if (existing) continue;
    const starts = m.shifts.map((s) => morning(s.inDays, now));
    const [mission] = await tx
      .insert(missions)
      .values({
        districtId: node.id,
        districtPath: node.path,
        subject: m.subject,
        missionType: m.missionType,
        labels: m.labels,
        address: m.address,
        latitude: m.lat,
        longitude: m.lng,
        recruitStart: new Date(now.getTime() - 2 * day),
        recruitEnd: new Date(starts[0]!.getTime() - day),
        serviceStart: starts[0]!,
        serviceEnd: new Date(starts[starts.length - 1]!.getTime() + 3 * hour),
        requirements: '年满18周岁，身体健康，服从现场安排。',
        contactName: '陈晓燕',
        contactPhone: '020-83520000',
        description: m.description,
        hasWaitlist: m.hasWaitlist,
        status: 'published',
        publishedAt: new Date(now.getTime() - 2 * day),
        quotaTotal: m.shifts.reduce((sum, s) => sum + s.quota, 0),
        shiftCount: m.shifts.length,
      })
      .returning();
    const times = await tx
      .insert(missionTimes)
      .values(
        m.shifts.map((s, i) => ({
          missionId: mission!.id,
          startTime: starts[i]!,
          endTime: new Date(starts[i]!.getTime() + 3 * hour),
          quota: s.quota,
          creditMinutes: 180,
        })),
      )
      .returning();
    // The first mission's first shift is full (one place, taken) with one volunteer waiting.
    if (m === demoMissions[0]) await fillFirstShift(tx, mission!.id, times[0]!.id);
  }
}

async function fillFirstShift(tx: Executor, missionId: number, timeId: number) {
  const holder = await volunteerId(tx, 'zhangsan2024');
  const waiting = await volunteerId(tx, 'lisi2024weak');
  if (!holder || !waiting) return;
  await tx.insert(missionApplications).values([
    { missionId, timeId, volunteerId: holder, state: 'accepted', decidedAt: clock.now() },
    { missionId, timeId, volunteerId: waiting, state: 'waitlisted', waitlistedAt: clock.now() },
  ]);
  await tx
    .update(missionTimes)
    .set({ heldCount: 1, waitlistCount: 1 })
    .where(eq(missionTimes.id, timeId));
  await tx.update(missions).set({ appliedCount: 1 }).where(eq(missions.id, missionId));
}
