import { and, eq } from 'drizzle-orm';
import type { Executor } from '../client';
import {
  bankCardApplications,
  bankCardIdcardPhotos,
  districts,
  orgAccounts,
  orgJoins,
  volunteers,
} from '../schema/index';
import type { DataCipher } from '../../lib/crypto';
import { clock } from '../../kernel';
import type { DemoImageStore } from './demo-images';
import { ensureCertificate, ensureDonations, ensureEvaluations } from './every-kind-records';

// Objects the rest of the demo has of one kind only, or not at all, so each kind is on show
// in the console and the personal center (and the demo-walk test reaches each): a credit-card
// application with an emergency contact beside lixiaowen01's debit card; zhangsan2024's
// donations of money and of goods (one voided), an issued time certificate and evaluations both
// ways; a volunteer's request to join 广州市青年志愿者协会. Each is made once, found by its owner.

const day = 24 * 3_600_000;

async function volunteerIdOf(tx: Executor, loginName: string) {
  const [row] = await tx
    .select({ id: volunteers.id })
    .from(volunteers)
    .where(eq(volunteers.loginName, loginName));
  return row?.id ?? null;
}

async function districtIdOf(tx: Executor, name: string) {
  const [row] = await tx
    .select({ id: districts.id })
    .from(districts)
    .where(eq(districts.name, name));
  return row?.id ?? null;
}

export const creditCardHolder = 'chenzhiwei02';

async function ensureCreditCardApplication(tx: Executor, images: DemoImageStore, now: Date) {
  const holderId = await volunteerIdOf(tx, creditCardHolder);
  const home = await districtIdOf(tx, '天河区志愿者联合会');
  if (!holderId || !home) return;
  const [existing] = await tx
    .select({ id: bankCardApplications.id })
    .from(bankCardApplications)
    .where(eq(bankCardApplications.volunteerId, holderId));
  if (existing) return;
  const frontFile = await images.idcardPhoto('document');
  const backFile = await images.idcardPhoto('document');
  await tx
    .insert(bankCardIdcardPhotos)
    .values({ volunteerId: holderId, frontFile, backFile })
    .onConflictDoNothing();
  await tx.insert(bankCardApplications).values({
    volunteerId: holderId,
    cardType: 'credit',
    state: 'pending',
    material: {
      profession: '办事人员和有关人员',
      education: '大专',
      idValidFrom: '2018-09-07',
      idValidTo: '2038-09-07',
      districtId: String(home),
      districtName: '广东省 广州市 天河区',
      address: '广州市天河区林和西路161号',
      workUnit: '广州市天河区林和街道办事处',
    },
    // As the applicant typed it; reviewers see the mobile masked until they reveal it.
    contact: {
      annualIncome: '10万-20万元',
      contactName: '陈美玲',
      contactRelation: '配偶',
      contactMobile: '13922334455',
    },
    frontFile,
    backFile,
    createdAt: new Date(now.getTime() - 2 * day),
  });
  await tx.update(volunteers).set({ cardStatus: 'pending' }).where(eq(volunteers.id, holderId));
}

const joiner = 'lisi2024weak';
const joinedOrg = '广州市青年志愿者协会';

async function ensureJoinRequest(tx: Executor, now: Date) {
  const volunteerId = await volunteerIdOf(tx, joiner);
  const districtId = await districtIdOf(tx, joinedOrg);
  if (!volunteerId || !districtId) return;
  const [existing] = await tx
    .select({ id: orgJoins.id })
    .from(orgJoins)
    .where(and(eq(orgJoins.volunteerId, volunteerId), eq(orgJoins.districtId, districtId)));
  if (existing) return;
  await tx
    .insert(orgJoins)
    .values({ volunteerId, districtId, appliedAt: new Date(now.getTime() - day) });
}

async function staffOf(tx: Executor, loginName: string) {
  const [row] = await tx
    .select({ id: orgAccounts.id, districtId: orgAccounts.districtId })
    .from(orgAccounts)
    .where(eq(orgAccounts.loginName, loginName));
  return row ?? null;
}

export async function ensureEveryKind(
  tx: Executor,
  cipher: DataCipher,
  images: DemoImageStore,
  now = clock.now(),
) {
  await ensureCreditCardApplication(tx, images, now);
  await ensureJoinRequest(tx, now);
  const volunteerId = await volunteerIdOf(tx, 'zhangsan2024');
  const staff = await staffOf(tx, 'gzqnzyz01');
  if (!volunteerId || !staff) return;
  await ensureDonations(tx, volunteerId, staff, now);
  await ensureCertificate(tx, volunteerId, cipher, now);
  await ensureEvaluations(tx, volunteerId, staff.id);
}
