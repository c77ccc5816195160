import { eq, sql } from 'drizzle-orm';
import { isValidPassword, parseIdCard, starLevelForMinutes } from '@zyz/domain';
import type { Db, Executor } from '../client';
import { districts, orgAccounts, volunteerDistricts, volunteers } from '../schema/index';
import { normaliseIdCard, normaliseMobile, type DataCipher } from '../../lib/crypto';
import { hashPassword } from '../../lib/password-hash';
import { socialOrgCreditCode } from './ids';
import { guangdongTree, rootSiteSettings, type SeedNode } from './tree';
import { ensureDemoMissions } from './missions';
import { ensureDemoHistory } from './history';
import { ensureDemoContent } from './content';
import { ensureMonthTeam } from './month-team';
import { createDemoImageStore } from './demo-images';
import { ensureHomeContent } from './home-content';
import { ensureDemoQueues } from './queues';
import { ensureEveryKind } from './every-kind';
import { demoOrgAccounts, demoPassword, demoVolunteers, demoWeakPassword } from './accounts';
import { clock } from '../../kernel';

// Any fixed number: serialises concurrent seeders (several instances starting at once).
const seedLockKey = 4_400_2024;

/** Inserts the node unless a node with its credit code exists; returns ids by name. */
async function ensureNode(
  tx: Executor,
  node: SeedNode,
  parent: { id: number; path: string } | null,
  ids: Map<string, number>,
) {
  const creditCode = socialOrgCreditCode(node.division, node.name);
  let [row] = await tx
    .select({ id: districts.id, path: districts.path })
    .from(districts)
    .where(eq(districts.creditCode, creditCode));
  if (!row) {
    const settings = parent ? {} : rootSiteSettings;
    const [inserted] = await tx
      .insert(districts)
      .values({
        parentId: parent?.id ?? null,
        level: node.level,
        name: node.name,
        creditCode,
        ...settings,
      })
      .returning({ id: districts.id });
    const path = `${parent?.path ?? '/'}${inserted!.id}/`;
    await tx.update(districts).set({ path }).where(eq(districts.id, inserted!.id));
    row = { id: inserted!.id, path };
  }
  ids.set(node.name, row.id);
  for (const child of node.children ?? []) await ensureNode(tx, child, row, ids);
}

async function ensureVolunteers(
  tx: Executor,
  cipher: DataCipher,
  ids: Map<string, number>,
  hashes: Map<string, string>,
) {
  for (const v of demoVolunteers) {
    const [existing] = await tx
      .select({ id: volunteers.id })
      .from(volunteers)
      .where(eq(volunteers.loginName, v.loginName));
    if (existing) continue;
    const info = parseIdCard(v.idCard);
    const [row] = await tx
      .insert(volunteers)
      .values({
        loginName: v.loginName,
        name: v.name,
        idCardEnc: cipher.encrypt(v.idCard),
        idCardHash: cipher.hash(normaliseIdCard(v.idCard)),
        mobileEnc: cipher.encrypt(v.mobile),
        mobileHash: cipher.hash(normaliseMobile(v.mobile)),
        email: v.email,
        gender: info?.gender ?? null,
        birthday: info?.birthDay ?? null,
        passwordHash: hashes.get(v.password)!,
        passwordWeak: !isValidPassword(v.password),
        logoffState: v.logoff ? 'cooling' : 'none',
        logoffAt: v.logoff ? clock.now() : null,
        serviceMinutes: v.serviceMinutes,
        trainingMinutes: v.trainingMinutes,
        applyCount: v.applyCount,
        starLevel: starLevelForMinutes(v.serviceMinutes),
      })
      .returning({ id: volunteers.id });
    await tx.insert(volunteerDistricts).values(
      v.memberOf.map((name, i) => ({
        volunteerId: row!.id,
        districtId: ids.get(name)!,
        isMain: i === 0,
      })),
    );
  }
}

async function ensureOrgAccounts(
  tx: Executor,
  cipher: DataCipher,
  ids: Map<string, number>,
  hash: string,
) {
  for (const o of demoOrgAccounts) {
    const [existing] = await tx
      .select({ id: orgAccounts.id })
      .from(orgAccounts)
      .where(eq(orgAccounts.loginName, o.loginName));
    if (existing) continue;
    await tx.insert(orgAccounts).values({
      districtId: ids.get(o.districtName)!,
      loginName: o.loginName,
      name: o.name,
      mobileEnc: cipher.encrypt(o.mobile),
      mobileHash: cipher.hash(normaliseMobile(o.mobile)),
      email: o.email,
      role: o.role,
      passwordHash: hash,
      forceChangePwd: o.forceChangePwd,
    });
  }
}

/**
 * The Guangdong demo: federation tree, root site settings and the six demo accounts of
 * docs/foundation-api.md, missions and history, Home's banners, notices and articles,
 * something waiting in every console queue, and one of every kind of object (every-kind.ts).
 * Pictures are written under `uploadDir`.
 * Idempotent: rows that exist (by credit code, login name or title) are left untouched, so a
 * changed demo password survives a restart.
 * Every part is dated from the one instant `now`: a seed that runs across midnight on a month's
 * last day would otherwise put half the demo's "this month" in each month.
 */
export async function seedDemo(
  db: Db,
  cipher: DataCipher,
  uploadDir: string,
  now = clock.now(),
): Promise<void> {
  const images = createDemoImageStore(uploadDir, cipher);
  const hashes = new Map<string, string>([
    [demoPassword, await hashPassword(demoPassword)],
    [demoWeakPassword, await hashPassword(demoWeakPassword)],
  ]);
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${seedLockKey})`);
    const ids = new Map<string, number>();
    await ensureNode(tx, guangdongTree, null, ids);
    await ensureVolunteers(tx, cipher, ids, hashes);
    await ensureOrgAccounts(tx, cipher, ids, hashes.get(demoPassword)!);
    await ensureDemoMissions(tx, now);
    await ensureDemoHistory(tx, now);
    await ensureDemoContent(tx, images, now.getTime());
    await ensureMonthTeam(tx, cipher, hashes.get(demoPassword)!, now);
    await ensureHomeContent(tx, images, now);
    await ensureDemoQueues(tx, cipher, images, hashes.get(demoPassword)!, now);
    await ensureEveryKind(tx, cipher, images, now);
  });
}
