import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  districts,
  thirdPartyGrants,
  volunteerCards,
  volunteerDistricts,
  volunteers,
} from '../../db/schema/index';
import { clock } from '../../kernel';

const cardFields = {
  id: volunteers.id,
  name: volunteers.name,
  volunteerNo: volunteers.volunteerNo,
  avatar: volunteers.avatar,
  starLevel: volunteers.starLevel,
  serviceMinutes: volunteers.serviceMinutes,
  trainingMinutes: volunteers.trainingMinutes,
  idCardEnc: volunteers.idCardEnc,
  logoffState: volunteers.logoffState,
  createdAt: volunteers.createdAt,
  organisation: districts.name,
  checkCode: volunteerCards.checkCode,
};

/** The volunteer, their main organisation (if any) and card code (if made) in one read. */
function selectCardHolder(db: Executor) {
  return db
    .select(cardFields)
    .from(volunteers)
    .leftJoin(
      volunteerDistricts,
      and(eq(volunteerDistricts.volunteerId, volunteers.id), eq(volunteerDistricts.isMain, true)),
    )
    .leftJoin(districts, eq(districts.id, volunteerDistricts.districtId))
    .leftJoin(volunteerCards, eq(volunteerCards.volunteerId, volunteers.id));
}

export type CardHolder = Awaited<ReturnType<typeof findCardHolder>>;

export async function findCardHolder(db: Executor, volunteerId: number) {
  const [row] = await selectCardHolder(db).where(eq(volunteers.id, volunteerId)).limit(1);
  return row ?? null;
}

export async function findCardHolderByCheckCode(db: Executor, code: string) {
  const [row] = await selectCardHolder(db).where(eq(volunteerCards.checkCode, code)).limit(1);
  return row ?? null;
}

export async function findCardHolderByVolunteerNo(db: Executor, volunteerNo: string) {
  const [row] = await selectCardHolder(db).where(eq(volunteers.volunteerNo, volunteerNo)).limit(1);
  return row ?? null;
}

/** Makes the card code unless one exists (a concurrent first view); answers the stored code. */
export async function ensureCardCode(db: Executor, volunteerId: number, code: string) {
  await db.insert(volunteerCards).values({ volunteerId, checkCode: code }).onConflictDoNothing({
    target: volunteerCards.volunteerId,
  });
  const [row] = await db
    .select({ checkCode: volunteerCards.checkCode })
    .from(volunteerCards)
    .where(eq(volunteerCards.volunteerId, volunteerId));
  return row!.checkCode;
}

export async function replaceCardCode(db: Executor, volunteerId: number, code: string) {
  await db
    .insert(volunteerCards)
    .values({ volunteerId, checkCode: code })
    .onConflictDoUpdate({
      target: volunteerCards.volunteerId,
      set: { checkCode: code, createdAt: clock.now() },
    });
}

export async function insertGrant(db: Executor, values: typeof thirdPartyGrants.$inferInsert) {
  const [row] = await db.insert(thirdPartyGrants).values(values).returning();
  return row!;
}

export async function findGrantPage(
  db: Executor,
  volunteerId: number,
  page: { pageIndex: number; pageSize: number },
) {
  const mine = eq(thirdPartyGrants.volunteerId, volunteerId);
  const list = await db
    .select()
    .from(thirdPartyGrants)
    .where(mine)
    .orderBy(desc(thirdPartyGrants.id))
    .limit(page.pageSize)
    .offset((page.pageIndex - 1) * page.pageSize);
  const [total] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(thirdPartyGrants)
    .where(mine);
  return { list, total: Number(total?.n ?? 0) };
}

/** Revokes one's own unused grant; null when it is not theirs or no longer open. */
export async function revokeGrant(db: Executor, volunteerId: number, grantId: number) {
  const [row] = await db
    .update(thirdPartyGrants)
    .set({ revokedAt: clock.now() })
    .where(
      and(
        eq(thirdPartyGrants.id, grantId),
        eq(thirdPartyGrants.volunteerId, volunteerId),
        isNull(thirdPartyGrants.usedAt),
        isNull(thirdPartyGrants.revokedAt),
      ),
    )
    .returning();
  return row ?? null;
}

/**
 * Uses the grant in one statement: of two simultaneous look-ups with one code, only one
 * matches `used_at is null`. The volunteer number must match too, so a wrong number burns nothing.
 */
export async function consumeGrant(db: Executor, codeHash: string, volunteerId: number) {
  const [row] = await db
    .update(thirdPartyGrants)
    .set({ usedAt: clock.now() })
    .where(
      and(
        eq(thirdPartyGrants.codeHash, codeHash),
        eq(thirdPartyGrants.volunteerId, volunteerId),
        isNull(thirdPartyGrants.usedAt),
        isNull(thirdPartyGrants.revokedAt),
        gt(thirdPartyGrants.expiresAt, clock.now()),
      ),
    )
    .returning();
  return row ?? null;
}
