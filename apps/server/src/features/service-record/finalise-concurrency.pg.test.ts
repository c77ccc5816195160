import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { buildApp, type App } from '../../../test/test-app';
import { fromPgUrl } from '../../db/client';
import { serviceRecords, volunteers } from '../../db/schema/index';
import { testConfig, workerDatabaseUrl } from '../../../test/test-env';
import { makeVolunteer, uniqueIp } from '../../../test/factories';
import { finaliseDueRecords } from './finalise.job';
import { clock } from '../../kernel';

// PGlite runs one query at a time; only PostgreSQL really interleaves several job runs (as on
// several instances) with objections arriving for the same records.
describe.runIf(process.env.TEST_DATABASE_URL)('finalisation racing itself and objections', () => {
  let app: App;
  beforeAll(async () => {
    app = await buildApp({
      config: testConfig(),
      database: fromPgUrl(workerDatabaseUrl()!, 20),
      logger: false,
    });
    await app.ready();
  });
  afterAll(() => app.close());

  it('counts every due record once, and an objection either holds a record back or is refused', async () => {
    const people: number[] = [];
    for (let i = 0; i < 30; i++) people.push((await makeVolunteer(app)).id);
    const past = new Date(clock.nowMs() - 60_000);
    const rows = await app.deps.db
      .insert(serviceRecords)
      .values(
        Array.from({ length: 1800 }, (_, i) => ({
          volunteerId: people[i % people.length]!,
          kind: i % 3 === 0 ? 'training' : 'service',
          title: '并发测试',
          minutes: 1 + (i % 97),
          occurredAt: past,
          // Due, but still inside its period for objections when the objection is checked.
          state: 'publicity',
          publicityEndsAt: i % 2 === 0 ? past : new Date(clock.nowMs() + 60_000),
          districtId: 1,
        })),
      )
      .returning({ id: serviceRecords.id });
    const objected = rows.filter((_, i) => i % 2 === 1 && i % 9 === 1).map((r) => r.id);
    // A minute on: only records ending within it are reached (other test files share the database,
    // and theirs end days from now).
    const later = new Date(clock.nowMs() + 61_000);
    const answers = await Promise.all([
      finaliseDueRecords(app.deps.db, later),
      finaliseDueRecords(app.deps.db, later),
      finaliseDueRecords(app.deps.db, later),
      ...objected.map((recordId) =>
        app
          .inject({
            method: 'POST',
            url: '/v2/api/gdzyz/home/publicity/objection',
            payload: { recordId, reason: '并发测试中的异议' },
            remoteAddress: uniqueIp(),
          })
          .then((r) => r.json() as { code: string; msg: string }),
      ),
    ]);
    const finalised = (answers.slice(0, 3) as number[]).reduce((a, b) => a + b, 0);
    const objections = answers.slice(3) as { code: string; msg: string }[];
    for (const a of objections) expect(['1', '40900']).toContain(a.code);
    const after = await app.deps.db
      .select()
      .from(serviceRecords)
      .where(inArray(serviceRecords.volunteerId, people));
    const final = after.filter((r) => r.state === 'final');
    // Other test files' records that are due are finalised by these runs too; every record these
    // runs finalised carries their timestamp, so that is what the count must match.
    const stamped = await app.deps.db
      .select({ id: serviceRecords.id })
      .from(serviceRecords)
      .where(eq(serviceRecords.finalAt, later));
    expect(finalised).toBe(stamped.length);
    expect(final.every((r) => r.finalAt?.getTime() === later.getTime())).toBe(true);
    expect(final.length + after.filter((r) => r.state === 'objected').length).toBe(1800);
    expect(after.filter((r) => r.state === 'objected').length).toBe(
      objections.filter((a) => a.code === '1').length,
    );
    const totals = await app.deps.db
      .select()
      .from(volunteers)
      .where(inArray(volunteers.id, people));
    for (const v of totals) {
      const sum = (kind: string) =>
        final
          .filter((r) => r.volunteerId === v.id && r.kind === kind)
          .reduce((n, r) => n + r.minutes, 0);
      expect([v.serviceMinutes, v.trainingMinutes]).toEqual([sum('service'), sum('training')]);
    }
  });
});
