import { and, asc, eq } from 'drizzle-orm';
import {
  certificateIssuerFallback,
  chinaDateString,
  formatCertificateNumber,
  maskIdCard,
} from '@zyz/domain';
import type { Executor } from '../client';
import {
  certificates,
  districts,
  donations,
  evaluations,
  missionApplications,
  missions,
} from '../schema/index';
import type { DataCipher } from '../../lib/crypto';
import {
  findIssueSources,
  insertCertificate,
} from '../../features/certificate/certificate.repository';
import {
  chinaRangeInstants,
  hashCertificateContent,
  newVerifyCode,
} from '../../features/certificate/certificate-snapshot';

// The demo volunteer's records of the kinds the rest of the demo lacks: donations recorded by
// 广州市青年志愿者协会, a time certificate over the past year, and evaluations both ways of
// one of their past shifts there.

const day = 24 * 3_600_000;
const dateOf = (now: Date, daysAgo: number) =>
  chinaDateString(new Date(now.getTime() - daysAgo * day));

export async function ensureDonations(
  tx: Executor,
  volunteerId: number,
  staff: { id: number; districtId: number },
  now: Date,
) {
  const [existing] = await tx
    .select({ id: donations.id })
    .from(donations)
    .where(eq(donations.volunteerId, volunteerId));
  const [node] = await tx
    .select({ path: districts.path })
    .from(districts)
    .where(eq(districts.id, staff.districtId));
  if (existing || !node) return;
  const recordedBy = {
    volunteerId,
    districtId: staff.districtId,
    districtPath: node.path,
    createdBy: staff.id,
  };
  await tx.insert(donations).values([
    {
      ...recordedBy,
      kind: 'money',
      amountFen: 50_000,
      donatedOn: dateOf(now, 40),
      purpose: '社区长者关爱探访慰问品采购',
    },
    {
      ...recordedBy,
      kind: 'goods',
      goodsName: '儿童绘本',
      goodsQuantity: '120册',
      donatedOn: dateOf(now, 95),
      purpose: '广州图书馆周末亲子阅读推广',
    },
    {
      ...recordedBy,
      kind: 'money',
      amountFen: 5_000,
      donatedOn: dateOf(now, 96),
      purpose: '广州图书馆周末亲子阅读推广',
      state: 'void',
      voidReason: '误将物资登记为现金，已另行登记',
    },
  ]);
}

/** What the portal's 时长证明 issues for the past year, frozen the same way. */
export async function ensureCertificate(
  tx: Executor,
  volunteerId: number,
  cipher: DataCipher,
  now: Date,
) {
  const [existing] = await tx
    .select({ id: certificates.id })
    .from(certificates)
    .where(eq(certificates.volunteerId, volunteerId));
  if (existing) return;
  const beginDate = dateOf(now, 365);
  const endDate = dateOf(now, 1);
  const { from, to } = chinaRangeInstants(beginDate, endDate);
  const sources = await findIssueSources(tx, volunteerId, from, to);
  if (!sources || sources.sequence === null) return;
  const content = {
    number: formatCertificateNumber(
      Number(chinaDateString(now).slice(0, 4)),
      Number(sources.sequence),
    ),
    verifyCode: newVerifyCode(),
    volunteerName: sources.name,
    idCardMasked: sources.idCardEnc ? maskIdCard(cipher.decrypt(sources.idCardEnc)) : '未登记',
    beginDate,
    endDate,
    totalMinutes: sources.totalMinutes,
    rows: sources.rows,
    issuer: sources.issuer ?? certificateIssuerFallback,
    issuedAt: now,
  };
  await insertCertificate(tx, {
    ...content,
    volunteerId,
    contentHash: hashCertificateContent(content),
  });
}

const evaluatedMission = '广州图书馆周末亲子阅读推广';

export async function ensureEvaluations(tx: Executor, volunteerId: number, staffId: number) {
  const [application] = await tx
    .select({
      id: missionApplications.id,
      missionId: missionApplications.missionId,
      timeId: missionApplications.timeId,
    })
    .from(missionApplications)
    .innerJoin(missions, eq(missions.id, missionApplications.missionId))
    .where(
      and(eq(missionApplications.volunteerId, volunteerId), eq(missions.subject, evaluatedMission)),
    )
    .orderBy(asc(missionApplications.id))
    .limit(1);
  if (!application?.timeId) return;
  const [existing] = await tx
    .select({ id: evaluations.id })
    .from(evaluations)
    .where(eq(evaluations.applicationId, application.id));
  if (existing) return;
  const shift = {
    applicationId: application.id,
    missionId: application.missionId,
    timeId: application.timeId,
    volunteerId,
  };
  await tx.insert(evaluations).values([
    { ...shift, direction: 'mission', rating: 5, content: '活动组织有序，小朋友们都很投入。' },
    {
      ...shift,
      direction: 'volunteer',
      rating: 5,
      content: '讲绘本生动耐心，准时到岗。',
      createdBy: staffId,
    },
  ]);
}
