import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { type App, createTestApp } from '../../../test/test-app';
import {
  login,
  makeOrgAccount,
  makeVolunteer,
  uniqueIp,
  uniqueLoginName,
} from '../../../test/factories';
import { auditLog } from '../../db/schema/index';

/**
 * Parallel brute force. From one address, every 40100 answer is a guess that was checked
 * against a password; every 42900 one was refused before the check (the IP limit has its own
 * answer). On one account a lock answers 40100 like a wrong password, so there the audit log
 * tells them apart: `wrongPassword` was checked, `locked` was not. Bursts are spread over the
 * given instances.
 */
async function burst(apps: App[], n: number, attempt: (app: App, i: number) => Promise<string>) {
  const codes = await Promise.all(
    Array.from({ length: n }, (_, i) => attempt(apps[i % apps.length]!, i)),
  );
  return {
    verified: codes.filter((c) => c === '40100').length,
    refused: codes.filter((c) => c === '42900').length,
  };
}

async function failureReasons(app: App, accountId: number) {
  const rows = await app.deps.db
    .select({ detail: auditLog.detail })
    .from(auditLog)
    .where(and(eq(auditLog.action, 'auth.login.failure'), eq(auditLog.actorId, accountId)))
    .orderBy(auditLog.id);
  return rows.map((r) => (r.detail as { reason: string }).reason);
}

async function expectLimitsHold(apps: App[]) {
  const o = await makeOrgAccount(apps[0]!);
  // 30 guesses on one account, each from its own address.
  const answers = await Promise.all(
    Array.from({ length: 30 }, async (_, i) => {
      const app = apps[i % apps.length]!;
      return (await login(app, 'org', o.loginName, 'Wrong@2024pass')).json().code;
    }),
  );
  expect(new Set(answers)).toEqual(new Set(['40100']));
  const reasons = await failureReasons(apps[0]!, o.id);
  const verified = reasons.filter((r) => r === 'wrongPassword').length;
  expect(verified).toBeLessThanOrEqual(5);
  expect(verified).toBeGreaterThan(0);
  expect(verified + reasons.filter((r) => r === 'locked').length).toBe(30);
  // Even the right password waits out the lock.
  expect((await login(apps[1 % apps.length]!, 'org', o.loginName, o.password)).json().code).toBe(
    '40100',
  );
  expect((await failureReasons(apps[0]!, o.id)).at(-1)).toBe('locked');

  // 60 guesses from one address, each on a different account.
  const ip = uniqueIp();
  const prefix = uniqueLoginName('spray');
  const fromAddress = await burst(
    apps,
    60,
    async (app, i) =>
      (await login(app, 'volunteer', `${prefix}${i}`, 'Wrong@2024pass', ip)).json().code,
  );
  expect(fromAddress.verified).toBeLessThanOrEqual(20);
  expect(fromAddress.verified).toBeGreaterThan(0);
  expect(fromAddress.verified + fromAddress.refused).toBe(60);
}

describe('login limits under parallel bursts, one instance', () => {
  let app: App;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('verifies at most 5 of 30 parallel guesses on one account and 20 of 60 from one address', async () => {
    await expectLimitsHold([app]);
  });

  it('hands the reservation back on a right password, so the count stays honest', async () => {
    const v = await makeVolunteer(app);
    for (let i = 0; i < 4; i += 1) await login(app, 'volunteer', v.loginName, 'Wrong@2024pass');
    const ok = await Promise.all(
      Array.from({ length: 3 }, () => login(app, 'volunteer', v.loginName, v.password)),
    );
    expect(ok.map((r) => r.json().code)).toContain('1');
  });
});

const pgUrl = inject('testDb').mode === 'postgres';
const redisUrl = process.env.TEST_REDIS_URL;

describe.skipIf(!pgUrl)('login limits across two instances sharing PostgreSQL', () => {
  let apps: App[] = [];
  beforeAll(async () => {
    apps = await Promise.all([createTestApp(), createTestApp()]);
  });
  afterAll(() => Promise.all(apps.map((a) => a.close())));

  it('holds both limits when the burst is split across the instances', async () => {
    await expectLimitsHold(apps);
  });
});

describe.skipIf(!pgUrl || !redisUrl)('login limits across two instances sharing Redis', () => {
  let apps: App[] = [];
  beforeAll(async () => {
    apps = await Promise.all([
      createTestApp({ redisUrl: redisUrl! }),
      createTestApp({ redisUrl: redisUrl! }),
    ]);
  });
  afterAll(() => Promise.all(apps.map((a) => a.close())));

  it('holds both limits when the burst is split across the instances', async () => {
    await expectLimitsHold(apps);
  });
});
