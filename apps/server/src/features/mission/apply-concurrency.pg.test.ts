import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildApp, type App } from '../../../test/test-app';
import { fromPgUrl } from '../../db/client';
import { missionApplications, missionTimes } from '../../db/schema/index';
import { testConfig, workerDatabaseUrl } from '../../../test/test-env';
import { makeMission, signedInOrganiser, signedInVolunteer } from '../../../test/factories';

// Only PostgreSQL runs requests truly in parallel (PGlite serialises every query), so the
// overbooking proof needs it: a real listening server on a pool as large as production's.
describe.runIf(process.env.TEST_DATABASE_URL)('200 concurrent applications for 10 places', () => {
  let app: App;
  let base: string;
  beforeAll(async () => {
    app = await buildApp({
      config: testConfig(),
      database: fromPgUrl(workerDatabaseUrl()!, 20),
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

  it('keeps counters equal to the rows when applies, cancellations and rejections interleave', async () => {
    const org = await signedInOrganiser(app, '广州市青年志愿者协会');
    const { mission, times } = await makeMission(app, {
      districtId: org.districtId,
      quotas: [5],
      hasWaitlist: true,
    });
    const timeId = times[0]!.id;
    const call = (path: string, headers: Record<string, string>, body?: object) =>
      fetch(`${base}${path}`, {
        method: body ? 'POST' : 'GET',
        headers: { ...headers, ...(body ? { 'content-type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
      }).then(
        (r) => r.json() as Promise<{ code: string; data: { missionPersonlId: string } | null }>,
      );
    const early = [];
    for (let i = 0; i < 20; i++) early.push(await signedInVolunteer(app));
    const ids: string[] = [];
    for (const v of early)
      ids.push(
        (
          await call('/volunteer/mission/accordApply', v.headers, {
            missionId: mission.id,
            timesInfoId: timeId,
          })
        ).data!.missionPersonlId,
      );
    const late = [];
    for (let i = 0; i < 20; i++) late.push(await signedInVolunteer(app));
    const answers = await Promise.all([
      ...early
        .slice(0, 10)
        .map((v, i) =>
          call(`/volunteer/mission/cancelApplyMission?missionPersonlId=${ids[i]}`, v.headers),
        ),
      ...ids.slice(10).map((id) =>
        call('/manage/pc/mission/personal/auditMP', org.headers, {
          missionPersonlIds: id,
          action: 'reject',
          reason: '名额调整',
        }),
      ),
      ...late.map((v) =>
        call('/volunteer/mission/accordApply', v.headers, {
          missionId: mission.id,
          timesInfoId: timeId,
        }),
      ),
    ]);
    expect(answers.every((a) => a.code === '1' || a.code === '40900')).toBe(true);
    const rows = await app.deps.db
      .select()
      .from(missionApplications)
      .where(eq(missionApplications.timeId, timeId));
    const [shift] = await app.deps.db
      .select()
      .from(missionTimes)
      .where(eq(missionTimes.id, timeId));
    const held = rows.filter((r) => r.state === 'pending' || r.state === 'accepted').length;
    expect(held).toBeLessThanOrEqual(5);
    expect(shift).toMatchObject({
      heldCount: held,
      waitlistCount: rows.filter((r) => r.state === 'waitlisted').length,
    });
    // Nobody waits while a place is free.
    if (held < 5) expect(shift!.waitlistCount).toBe(0);
  }, 120_000);
});
