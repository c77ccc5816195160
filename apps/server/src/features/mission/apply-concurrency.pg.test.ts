import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildApp, type App } from '../../app';
import { fromPgUrl } from '../../db/client';
import { missionApplications, missionTimes } from '../../db/schema/index';
import { testConfig } from '../../../test/test-env';
import { makeMission, signedInVolunteer } from '../../../test/factories';

// Only PostgreSQL runs requests truly in parallel (PGlite serialises every query), so the
// overbooking proof needs it: a real listening server on a pool as large as production's.
describe.runIf(process.env.TEST_DATABASE_URL)('200 concurrent applications for 10 places', () => {
  let app: App;
  let base: string;
  beforeAll(async () => {
    app = await buildApp({
      config: testConfig(),
      database: fromPgUrl(process.env.TEST_DATABASE_URL!, 20),
      logger: false,
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/v2/api/gdzyz`;
  });
  afterAll(() => app.close());

  async function race(hasWaitlist: boolean) {
    const { mission, times } = await makeMission(app, { quotas: [10], hasWaitlist });
    const volunteers = [];
    for (let i = 0; i < 200; i++) volunteers.push(await signedInVolunteer(app));
    const answers = await Promise.all(
      volunteers.map((v) =>
        fetch(`${base}/volunteer/mission/accordApply`, {
          method: 'POST',
          headers: { ...v.headers, 'content-type': 'application/json' },
          body: JSON.stringify({ missionId: mission.id, timesInfoId: times[0]!.id }),
        }).then(
          (r) => r.json() as Promise<{ code: string; msg: string; data: { state: string } | null }>,
        ),
      ),
    );
    const rows = await app.deps.db
      .select()
      .from(missionApplications)
      .where(eq(missionApplications.timeId, times[0]!.id));
    const [shift] = await app.deps.db
      .select()
      .from(missionTimes)
      .where(eq(missionTimes.id, times[0]!.id));
    return { answers, rows, shift: shift! };
  }

  it('holds exactly 10 places and waitlists the other 190', async () => {
    const { answers, rows, shift } = await race(true);
    expect(answers.filter((a) => a.data?.state === 'pending')).toHaveLength(10);
    expect(answers.filter((a) => a.data?.state === 'waitlisted')).toHaveLength(190);
    expect(rows.filter((r) => r.state === 'pending')).toHaveLength(10);
    expect(shift).toMatchObject({ heldCount: 10, waitlistCount: 190 });
  }, 120_000);

  it('without a waitlist, refuses the other 190 as full', async () => {
    const { answers, rows, shift } = await race(false);
    expect(answers.filter((a) => a.code === '1')).toHaveLength(10);
    expect(answers.filter((a) => a.msg === '该时段名额已满')).toHaveLength(190);
    expect(rows).toHaveLength(10);
    expect(shift.heldCount).toBe(10);
  }, 120_000);
});
