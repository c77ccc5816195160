import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { starLevelForMinutes } from '@zyz/domain';
import { type App, api, createTestApp } from '../../../test/test-app';
import {
  attendances,
  publicityObjections,
  serviceRecords,
  volunteers,
} from '../../db/schema/index';
import { uniqueIp } from '../../../test/factories';
import { acceptedShift, client, scan, signer } from '../attendance/attendance.test-kit';
import { finaliseDueRecords } from './finalise.job';
import { clock } from '../../kernel';

let app: App;
beforeAll(async () => {
  // A thousand calls from one address in well under a minute: lift the per-IP API ceiling.
  app = await createTestApp({ rateLimitPerMinute: 100_000 });
});
afterAll(() => app.close());

/** mulberry32: a small seeded generator, so a failing run can be replayed. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('volunteer totals', () => {
  it(
    'equal the sum of final records after 1,000 random operations',
    { timeout: 180_000 },
    async () => {
      const seed = Number(process.env.TOTALS_SEED ?? Date.now() % 100000);
      const rnd = random(seed);
      const pick = <T>(xs: T[]) => xs[Math.floor(rnd() * xs.length)]!;
      const { post } = client(app);
      const { org, time, volunteers: vs } = await acceptedShift(app, { volunteers: 6 });
      const ids = vs.map((v) => v.id);
      const recordsOf = () =>
        app.deps.db.select().from(serviceRecords).where(inArray(serviceRecords.volunteerId, ids));
      const codes = new Map<string, number>();
      const seen = (code: string) => codes.set(code, (codes.get(code) ?? 0) + 1);

      for (let i = 0; i < 1000; i++) {
        const r = rnd();
        if (r < 0.3) {
          const chosen = vs.filter(() => rnd() < 0.5);
          const body = await post('/manage/pc/serviceRecord/addTraining', org.headers, {
            userids: (chosen.length ? chosen : [pick(vs)]).map((v) => v.id).join(','),
            date: '2026-11-20',
            minutes: 1 + Math.floor(rnd() * 300),
            title: '随机培训',
          });
          seen(body.code);
        } else if (r < 0.5) {
          const open = (await recordsOf()).filter((x) => x.state !== 'final' && x.state !== 'void');
          if (open.length === 0) continue;
          const res = await app.inject({
            method: 'POST',
            url: api('/home/publicity/objection'),
            payload: { recordId: pick(open).id, reason: '随机操作中的异议' },
            remoteAddress: uniqueIp(),
          });
          seen(res.json().code);
        } else if (r < 0.7) {
          const open = await app.deps.db
            .select()
            .from(publicityObjections)
            .where(eq(publicityObjections.state, 'open'));
          const ours = new Set((await recordsOf()).map((x) => x.id));
          const mine = open.filter((o) => ours.has(o.recordId));
          if (mine.length === 0) continue;
          const decision = pick(['dismiss', 'uphold', 'correct'] as const);
          const body = await post('/manage/pc/publicity/resolveObjection', org.headers, {
            objectionId: pick(mine).id,
            decision: decision === 'dismiss' ? 'dismiss' : 'uphold',
            note: '随机处理',
            ...(decision === 'correct' ? { minutes: Math.floor(rnd() * 200) } : {}),
          });
          seen(body.code);
        } else if (r < 0.8) {
          // The notice period of some of this run's records ends, then the job runs. (Test files
          // share PostgreSQL under TEST_DATABASE_URL: a future clock would reach their records.)
          const due = (await recordsOf())
            .filter((x) => x.state === 'publicity' || x.state === 'objected')
            .filter(() => rnd() < 0.4)
            .map((x) => x.id);
          if (due.length)
            await app.deps.db
              .update(serviceRecords)
              .set({ publicityEndsAt: new Date(clock.nowMs() - 1000) })
              .where(inArray(serviceRecords.id, due));
          await finaliseDueRecords(app.deps.db, clock.now());
        } else if (r < 0.9) {
          const v = pick(vs);
          const body = await scan(app, v.headers, {
            timesInfoId: time.id,
            code: signer.issue(time.id, clock.now()).code,
            action: rnd() < 0.5 ? 'in' : 'out',
          });
          // Scanning has its own per-volunteer limit (20 a minute), which a fast run may reach.
          seen(body.code === '42900' ? 'scan limited' : body.code);
        } else {
          const logs = await app.deps.db
            .select()
            .from(attendances)
            .where(eq(attendances.timeId, time.id));
          if (logs.length === 0) continue;
          const body = await post('/manage/pc/mission/attendance/correctTime', org.headers, {
            missionServiceLogId: pick(logs).id,
            signInTime: new Date(clock.nowMs() - Math.floor(rnd() * 110) * 60_000).toISOString(),
            reason: '随机更正',
          });
          seen(body.code);
        }
      }

      for (const code of codes.keys())
        expect(['1', '40400', '40900', 'scan limited']).toContain(code);
      expect(codes.get('1')).toBeGreaterThan(300);
      const records = await recordsOf();
      const states = new Set(records.map((x) => x.state));
      expect(states.has('final'), `seed ${seed}`).toBe(true);
      const rows = await app.deps.db.select().from(volunteers).where(inArray(volunteers.id, ids));
      for (const v of rows) {
        const final = records.filter((x) => x.volunteerId === v.id && x.state === 'final');
        const sum = (kind: string) =>
          final.filter((x) => x.kind === kind).reduce((n, x) => n + x.minutes, 0);
        expect({ service: v.serviceMinutes, training: v.trainingMinutes }, `seed ${seed}`).toEqual({
          service: sum('service'),
          training: sum('training'),
        });
        expect(v.starLevel).toBe(starLevelForMinutes(v.serviceMinutes));
      }
      // An objected record always has exactly one open objection, and the reverse.
      const open = await app.deps.db
        .select()
        .from(publicityObjections)
        .where(eq(publicityObjections.state, 'open'));
      const objected = records.filter((x) => x.state === 'objected').map((x) => x.id);
      expect(
        open
          .map((o) => o.recordId)
          .filter((id) => objected.includes(id))
          .sort(),
      ).toEqual(objected.sort());
    },
  );
});
