import { and, eq, sql } from 'drizzle-orm';
import { DistrictLevel } from '@zyz/domain';
import type { Executor } from '../client';
import {
  attendances,
  bankCardApplications,
  bankCardIdcardPhotos,
  districts,
  missionApplications,
  missionTimes,
  missions,
  orgAccounts,
  orgProfiles,
  publicityObjections,
  serviceRecords,
  siteMessages,
  volunteers,
} from '../schema/index';
import { normaliseMobile, type DataCipher } from '../../lib/crypto';
import type { DemoImageStore } from './demo-images';
import { socialOrgCreditCode } from './ids';
import { clock } from '../../kernel';

// Something waiting in every queue of the console and the portal on a fresh start: an
// organisation registration (under 天河区, which has no staff, so the province reviews it), a
// bank-card application, hours under notice with an open objection, and an unread message for
// the demo volunteer. Each is made once, found again by its natural key.

const hour = 3_600_000;
const day = 24 * hour;

async function nodeByName(tx: Executor, name: string) {
  const [row] = await tx
    .select({ id: districts.id, path: districts.path })
    .from(districts)
    .where(eq(districts.name, name));
  return row ?? null;
}

async function volunteerByLogin(tx: Executor, loginName: string) {
  const [row] = await tx
    .select({ id: volunteers.id, name: volunteers.name })
    .from(volunteers)
    .where(eq(volunteers.loginName, loginName));
  return row ?? null;
}

export const pendingDemoOrg = {
  name: '天河区绿色家园环保志愿服务队',
  parent: '天河区志愿者联合会',
  loginName: 'thlsjy01',
  contactName: '刘建华',
  mobile: '13812340001',
};

async function ensurePendingOrg(
  tx: Executor,
  cipher: DataCipher,
  images: DemoImageStore,
  passwordHash: string,
  now: Date,
) {
  const creditCode = socialOrgCreditCode('440106', pendingDemoOrg.name);
  const [existing] = await tx
    .select({ id: districts.id })
    .from(districts)
    .where(eq(districts.creditCode, creditCode));
  if (existing) return;
  const parent = await nodeByName(tx, pendingDemoOrg.parent);
  if (!parent) return;
  const mobile = normaliseMobile(pendingDemoOrg.mobile);
  const [taken] = await tx
    .select({ id: orgAccounts.id })
    .from(orgAccounts)
    .where(eq(orgAccounts.loginName, pendingDemoOrg.loginName));
  if (taken) return;
  const [node] = await tx
    .insert(districts)
    .values({
      parentId: parent.id,
      level: DistrictLevel.Organization,
      name: pendingDemoOrg.name,
      creditCode,
      status: 'pending',
    })
    .returning({ id: districts.id });
  await tx
    .update(districts)
    .set({ path: `${parent.path}${node!.id}/` })
    .where(eq(districts.id, node!.id));
  await tx.insert(orgProfiles).values({
    districtId: node!.id,
    orgType: 'social',
    regionCode: '440100',
    address: '广州市天河区林和街道华港社区居委会二楼',
    contactName: pendingDemoOrg.contactName,
    contactMobileEnc: cipher.encrypt(mobile),
    licenceImage: await images.publicImage('document'),
    intro: '由社区居民自发组成，开展垃圾分类督导、社区绿化和环保宣传。',
    appliedAt: new Date(now.getTime() - 2 * day),
  });
  await tx.insert(orgAccounts).values({
    districtId: node!.id,
    loginName: pendingDemoOrg.loginName,
    name: pendingDemoOrg.contactName,
    mobileEnc: cipher.encrypt(mobile),
    mobileHash: cipher.hash(mobile),
    role: 'org',
    status: 'pending',
    passwordHash,
  });
}

const cardHolder = 'lixiaowen01';

async function ensureBankCardApplication(tx: Executor, images: DemoImageStore, now: Date) {
  const holder = await volunteerByLogin(tx, cardHolder);
  const home = await nodeByName(tx, '越秀区志愿者联合会');
  if (!holder || !home) return;
  const [existing] = await tx
    .select({ id: bankCardApplications.id })
    .from(bankCardApplications)
    .where(eq(bankCardApplications.volunteerId, holder.id));
  if (existing) return;
  const frontFile = await images.idcardPhoto('document');
  const backFile = await images.idcardPhoto('document');
  await tx
    .insert(bankCardIdcardPhotos)
    .values({ volunteerId: holder.id, frontFile, backFile })
    .onConflictDoNothing();
  await tx.insert(bankCardApplications).values({
    volunteerId: holder.id,
    cardType: 'debit',
    state: 'pending',
    material: {
      profession: '专业技术人员',
      education: '本科',
      idValidFrom: '2016-04-12',
      idValidTo: '2036-04-12',
      districtId: String(home.id),
      districtName: '广东省 广州市 越秀区',
      address: '广州市越秀区北京街道盐运西路18号',
      workUnit: '广州市越秀区第一中学',
    },
    gift: {
      gift: '志愿者纪念徽章',
      receiveDate: new Date(now.getTime() + 14 * day).toISOString().slice(0, 10),
    },
    frontFile,
    backFile,
    createdAt: new Date(now.getTime() - day),
  });
  await tx.update(volunteers).set({ cardStatus: 'pending' }).where(eq(volunteers.id, holder.id));
}

const noticeOrg = '广州市青年志愿者协会';
export const noticeMission = '越秀公园周末清洁行动';
const noticeTeam = [
  { loginName: 'chenzhiwei02', minutes: 180 },
  { loginName: 'huangjiaxin03', minutes: 180 },
];

/** Hours of two days ago under their 7-day notice, one of them held back by an open objection. */
async function ensureHoursUnderNotice(tx: Executor, now: Date) {
  const node = await nodeByName(tx, noticeOrg);
  if (!node) return;
  const [existing] = await tx
    .select({ id: missions.id })
    .from(missions)
    // With the node's path, which the path index finds among a province's millions.
    .where(
      and(
        eq(missions.districtPath, node.path),
        eq(missions.districtId, node.id),
        eq(missions.subject, noticeMission),
      ),
    );
  if (existing) return;
  const team = [];
  for (const m of noticeTeam) {
    const v = await volunteerByLogin(tx, m.loginName);
    if (v) team.push({ ...m, id: v.id });
  }
  const objector = await volunteerByLogin(tx, 'zhouwenbo04');
  if (team.length < 2 || !objector) return;
  const start = new Date(now.getTime() - 2 * day);
  start.setUTCHours(1, 0, 0, 0);
  const end = new Date(start.getTime() + 3 * hour);
  const [mission] = await tx
    .insert(missions)
    .values({
      districtId: node.id,
      districtPath: node.path,
      subject: noticeMission,
      missionType: '04',
      labels: ['环保', '城市志愿'],
      address: '广州市越秀区解放北路988号越秀公园',
      recruitStart: new Date(start.getTime() - 10 * day),
      recruitEnd: new Date(start.getTime() - day),
      serviceStart: start,
      serviceEnd: end,
      requirements: '年满16周岁，自备饮用水。',
      contactName: '陈晓燕',
      contactPhone: '020-83520000',
      description: '清理园区步道和湖边的垃圾，向游客宣传垃圾分类。',
      status: 'closed',
      publishedAt: new Date(start.getTime() - 11 * day),
      quotaTotal: 10,
      shiftCount: 1,
      appliedCount: team.length,
    })
    .returning({ id: missions.id });
  const [time] = await tx
    .insert(missionTimes)
    .values({
      missionId: mission!.id,
      startTime: start,
      endTime: end,
      quota: 10,
      creditMinutes: 180,
      heldCount: team.length,
    })
    .returning({ id: missionTimes.id });
  const publicityEndsAt = new Date(end.getTime() + 7 * day);
  for (const [i, m] of team.entries()) {
    const isObjected = i === team.length - 1;
    await tx.insert(missionApplications).values({
      missionId: mission!.id,
      timeId: time!.id,
      volunteerId: m.id,
      state: 'accepted',
      decidedAt: new Date(start.getTime() - 2 * day),
      createdAt: new Date(start.getTime() - 4 * day),
    });
    const [attendance] = await tx
      .insert(attendances)
      .values({
        missionId: mission!.id,
        timeId: time!.id,
        volunteerId: m.id,
        signInAt: start,
        signOutAt: end,
        signInMethod: 'qr',
        signOutMethod: 'qr',
      })
      .returning({ id: attendances.id });
    const [record] = await tx
      .insert(serviceRecords)
      .values({
        volunteerId: m.id,
        missionId: mission!.id,
        timeId: time!.id,
        attendanceId: attendance!.id,
        kind: 'service',
        minutes: m.minutes,
        occurredAt: start,
        state: isObjected ? 'objected' : 'publicity',
        publicityEndsAt,
        districtId: node.id,
        createdAt: end,
      })
      .returning({ id: serviceRecords.id });
    await tx
      .update(volunteers)
      .set({ applyCount: sql`${volunteers.applyCount} + 1` })
      .where(eq(volunteers.id, m.id));
    if (isObjected)
      await tx.insert(publicityObjections).values({
        recordId: record!.id,
        districtId: node.id,
        districtPath: node.path,
        reason: '当天我和她同组，她10点左右就提前离开了，签退时间与实际不符，请核实。',
        volunteerId: objector.id,
        createdAt: new Date(now.getTime() - day),
      });
  }
}

const welcomeTitle = '报名已录用';

async function ensureUnreadMessage(tx: Executor) {
  const holder = await volunteerByLogin(tx, 'zhangsan2024');
  if (!holder) return;
  const [found] = await tx
    .select({ id: siteMessages.id })
    .from(siteMessages)
    .where(and(eq(siteMessages.volunteerId, holder.id), eq(siteMessages.title, welcomeTitle)));
  if (found) return;
  const [mission] = await tx
    .select({ id: missions.id, subject: missions.subject })
    .from(missions)
    .where(eq(missions.subject, '广州塔周边文明引导志愿服务'))
    .limit(1);
  if (!mission) return;
  await tx.insert(siteMessages).values({
    volunteerId: holder.id,
    title: welcomeTitle,
    content: `您报名的活动「${mission.subject}」已被录用，请按时参加。`,
    missionId: mission.id,
  });
}

export async function ensureDemoQueues(
  tx: Executor,
  cipher: DataCipher,
  images: DemoImageStore,
  passwordHash: string,
  now = clock.now(),
) {
  await ensurePendingOrg(tx, cipher, images, passwordHash, now);
  await ensureBankCardApplication(tx, images, now);
  await ensureHoursUnderNotice(tx, now);
  await ensureUnreadMessage(tx);
}
