import { randomBytes, randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { parseIdCard } from '@zyz/domain';
import type { App } from '../src/app';
import type { Deps } from '../src/deps';
import {
  districts,
  missionTimes,
  missions,
  orgAccounts,
  volunteerDistricts,
  volunteers,
} from '../src/db/schema/index';
import { residentId } from '../src/db/seed/ids';
import { hashPassword } from '../src/lib/password-hash';
import { normaliseIdCard, normaliseMobile } from '../src/lib/crypto';
import { violatedUniqueIndex } from '../src/lib/unique-violation';
import { api } from './test-app';
import { clock } from '../src/kernel';

/** The app, or the Deps a service test builds: factories write through `deps` only. */
export type HasDeps = { deps: Deps };

export const strongPassword = 'Test@2024pass';
const hashes = new Map<string, Promise<string>>();
const hashOf = (p: string) => {
  if (!hashes.has(p)) hashes.set(p, hashPassword(p));
  return hashes.get(p)!;
};

const digits = (n: number) => Array.from({ length: n }, () => randomInt(10)).join('');
export const uniqueLoginName = (prefix = 't') => `${prefix}${randomBytes(6).toString('hex')}1`;
export const uniqueMobile = () => `1${randomInt(3, 10)}${digits(9)}`;
export const uniqueIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
export const uniqueIdCard = () =>
  residentId(
    '440106',
    `19${randomInt(60, 100)}0${randomInt(1, 10)}1${randomInt(0, 10)}`,
    digits(3),
  );

export interface VolunteerSeed {
  password?: string;
  passwordWeak?: boolean;
  forceChangePwd?: boolean;
  logoffState?: 'none' | 'cooling' | 'anonymised';
  serviceMinutes?: number;
  trainingMinutes?: number;
  applyCount?: number;
  districtIds?: number[];
}

/** A volunteer with unique identifiers; returns what a test needs to sign in as them. */
export async function makeVolunteer(app: HasDeps, seed: VolunteerSeed = {}) {
  const password = seed.password ?? strongPassword;
  // Random resident IDs come from a space of a few million, and a run on the shared PostgreSQL
  // makes thousands: on the rare clash, draw new identifiers rather than fail the test.
  for (let attempt = 1; ; attempt++) {
    try {
      return await insertVolunteer(app, seed, password);
    } catch (err) {
      if (attempt === 5 || violatedUniqueIndex(err) === null) throw err;
    }
  }
}

async function insertVolunteer(app: HasDeps, seed: VolunteerSeed, password: string) {
  const { db, cipher } = app.deps;
  const loginName = uniqueLoginName('v');
  const mobile = uniqueMobile();
  const idCard = uniqueIdCard();
  const info = parseIdCard(idCard);
  const [row] = await db
    .insert(volunteers)
    .values({
      loginName,
      name: '测试志愿者',
      idCardEnc: cipher.encrypt(idCard),
      idCardHash: cipher.hash(normaliseIdCard(idCard)),
      mobileEnc: cipher.encrypt(mobile),
      mobileHash: cipher.hash(normaliseMobile(mobile)),
      gender: info?.gender ?? null,
      birthday: info?.birthDay ?? null,
      passwordHash: await hashOf(password),
      passwordWeak: seed.passwordWeak ?? false,
      forceChangePwd: seed.forceChangePwd ?? false,
      logoffState: seed.logoffState ?? 'none',
      serviceMinutes: seed.serviceMinutes ?? 0,
      trainingMinutes: seed.trainingMinutes ?? 0,
      applyCount: seed.applyCount ?? 0,
    })
    .returning({ id: volunteers.id });
  const districtIds = seed.districtIds ?? [];
  if (districtIds.length > 0) {
    await db
      .insert(volunteerDistricts)
      .values(
        districtIds.map((districtId, i) => ({ volunteerId: row!.id, districtId, isMain: i === 0 })),
      );
  }
  return { id: row!.id, loginName, mobile, idCard, password };
}

export async function makeOrgAccount(
  app: HasDeps,
  seed: { districtId?: number; forceChangePwd?: boolean; role?: 'org' | 'federation' } = {},
) {
  const { db, cipher } = app.deps;
  const loginName = uniqueLoginName('o');
  const mobile = uniqueMobile();
  const [row] = await db
    .insert(orgAccounts)
    .values({
      districtId: seed.districtId ?? 1,
      loginName,
      name: '测试组织管理员',
      mobileEnc: cipher.encrypt(mobile),
      mobileHash: cipher.hash(normaliseMobile(mobile)),
      role: seed.role ?? 'org',
      passwordHash: await hashOf(strongPassword),
      forceChangePwd: seed.forceChangePwd ?? false,
    })
    .returning({ id: orgAccounts.id });
  return { id: row!.id, loginName, mobile, password: strongPassword };
}

export async function findVolunteerRow(app: HasDeps, id: number) {
  const [row] = await app.deps.db.select().from(volunteers).where(eq(volunteers.id, id));
  return row!;
}

type Kind = 'volunteer' | 'org';

/** Signs in through the real endpoint, each test from its own IP so counters never collide. */
export async function login(
  app: App,
  kind: Kind,
  username: string,
  password: string,
  ip = uniqueIp(),
) {
  return app.inject({
    method: 'POST',
    url: api(`/auth/login/${kind}/password?xc=${clock.nowMs()}`),
    payload: new URLSearchParams({
      username,
      password,
      loginType: kind === 'volunteer' ? '1' : '2',
    }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    remoteAddress: ip,
  });
}

export async function tokensFor(app: App, kind: Kind, username: string, password: string) {
  const res = await login(app, kind, username, password);
  const body = res.json();
  if (body.code !== '1') throw new Error(`login failed: ${body.code} ${body.msg}`);
  return body.other as { access_token: string; refresh_token: string };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

const hour = 3_600_000;

export interface MissionSeed {
  districtId?: number;
  subject?: string;
  status?: 'draft' | 'published' | 'closed' | 'cancelled';
  hasWaitlist?: boolean;
  /** Quotas of the shifts, in order; shift i runs day i+1 from now, 09:00–12:00 offsets. */
  quotas?: number[];
  /** Hours from now of the first shift's start (default 48). */
  startInHours?: number;
  recruitStartHours?: number;
  recruitEndHours?: number;
  missionType?: string;
  latitude?: number;
  longitude?: number;
}

/** A mission written straight to the database, recruiting now unless told otherwise. */
export async function makeMission(app: HasDeps, seed: MissionSeed = {}) {
  const { db } = app.deps;
  const districtId = seed.districtId ?? 1;
  const [node] = await db.select().from(districts).where(eq(districts.id, districtId));
  const now = clock.nowMs();
  const first = now + (seed.startInHours ?? 48) * hour;
  const quotas = seed.quotas ?? [5];
  const shifts = quotas.map((quota, i) => ({
    startTime: new Date(first + i * 24 * hour),
    endTime: new Date(first + i * 24 * hour + 3 * hour),
    quota,
    creditMinutes: 180,
  }));
  const [mission] = await db
    .insert(missions)
    .values({
      districtId,
      districtPath: node!.path,
      subject: seed.subject ?? `测试活动${randomBytes(3).toString('hex')}`,
      missionType: seed.missionType ?? '01',
      address: '广州市天河区天河路385号',
      latitude: seed.latitude ?? null,
      longitude: seed.longitude ?? null,
      recruitStart: new Date(now + (seed.recruitStartHours ?? -24) * hour),
      recruitEnd: new Date(now + (seed.recruitEndHours ?? 24) * hour),
      serviceStart: new Date(first - hour),
      serviceEnd: new Date(first + quotas.length * 24 * hour),
      contactName: '陈晓燕',
      contactPhone: '13600136003',
      hasWaitlist: seed.hasWaitlist ?? false,
      status: seed.status ?? 'published',
      publishedAt: clock.now(),
      quotaTotal: quotas.reduce((a, b) => a + b, 0),
      shiftCount: quotas.length,
    })
    .returning();
  const times = await db
    .insert(missionTimes)
    .values(shifts.map((s) => ({ ...s, missionId: mission!.id })))
    .returning();
  return { mission: mission!, times };
}

export async function districtIdByName(app: HasDeps, name: string) {
  const [row] = await app.deps.db
    .select({ id: districts.id })
    .from(districts)
    .where(eq(districts.name, name));
  return row!.id;
}

/** A signed-in volunteer: the row's id and a bearer header. */
export async function signedInVolunteer(app: App, seed: VolunteerSeed = {}) {
  const v = await makeVolunteer(app, seed);
  const t = await tokensFor(app, 'volunteer', v.loginName, v.password);
  return { ...v, headers: bearer(t.access_token) };
}

/** A signed-in organiser of the named node. */
export async function signedInOrganiser(app: App, districtName: string) {
  const districtId = await districtIdByName(app, districtName);
  const o = await makeOrgAccount(app, { districtId });
  const t = await tokensFor(app, 'org', o.loginName, o.password);
  return { ...o, districtId, headers: bearer(t.access_token) };
}
