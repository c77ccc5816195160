import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { buildApp, type App } from '../../../test/test-app';
import { fromPgUrl } from '../../db/client';
import { missionApplications, missionTimes, siteMessages } from '../../db/schema/index';
import { testConfig, workerDatabaseUrl } from '../../../test/test-env';
import { makeMission, signedInOrganiser, signedInVolunteer } from '../../../test/factories';
import { sendDueReminders } from './reminder.job';

type Answer = { code: string; msg: string };

// PGlite runs one query at a time, so only PostgreSQL really interleaves the reminder job with
// the requests that change the same applications. (The deadlock the lock order prevents needs
// a narrower window than this test can force; the test proves no reminder is lost or doubled.)
describe.runIf(process.env.TEST_DATABASE_URL)('reminders racing cancellations and reviews', () => {
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

  const call = (path: string, headers: Record<string, string>, body?: object) =>
    fetch(`${base}${path}`, {
      method: body ? 'POST' : 'GET',
      headers: body ? { ...headers, 'content-type': 'application/json' } : headers,
      body: body ? JSON.stringify(body) : undefined,
    }).then((r) => r.json() as Promise<Answer & { data: { missionPersonlId: string } }>);

  it('reminds each still-accepted volunteer exactly once while cancellations and reviews run, without errors', async () => {
    const org = await signedInOrganiser(app, '广州市青年志愿者协会');
    const { mission, times } = await makeMission(app, { districtId: org.districtId, quotas: [40] });
    const volunteers = [];
    for (let i = 0; i < 40; i++) {
      const v = await signedInVolunteer(app);
      const r = await call('/volunteer/mission/accordApply', v.headers, {
        missionId: mission.id,
        timesInfoId: times[0]!.id,
      });
      volunteers.push({ ...v, applicationId: r.data.missionPersonlId });
    }
    const accepted = await call('/manage/pc/mission/personal/auditMP', org.headers, {
      missionPersonlIds: volunteers.map((v) => v.applicationId).join(','),
      action: 'accept',
    });
    expect(accepted.code).toBe('1');
    // The shift starts at 09:00 China time the day after the job's "now".
    const now = new Date('2030-08-10T02:00:00Z');
    await app.deps.db
      .update(missionTimes)
      .set({
        startTime: new Date('2030-08-11T01:00:00Z'),
        endTime: new Date('2030-08-11T04:00:00Z'),
      })
      .where(eq(missionTimes.id, times[0]!.id));

    const cancelling = volunteers.slice(0, 15);
    const rejected = volunteers.slice(15, 25);
    const answers = await Promise.all([
      ...cancelling.map((v) =>
        call(
          `/volunteer/mission/cancelApplyMission?missionPersonlId=${v.applicationId}`,
          v.headers,
        ),
      ),
      ...rejected.map((v) =>
        call('/manage/pc/mission/personal/auditMP', org.headers, {
          missionPersonlIds: v.applicationId,
          action: 'reject',
          reason: '岗位调整',
        }),
      ),
      ...[1, 2, 3].map(() =>
        sendDueReminders(app.deps.db, app.services.siteMessages, now).then(() => null),
      ),
    ]);
    for (const a of answers) if (a) expect(a).toMatchObject({ code: '1' });
    await sendDueReminders(app.deps.db, app.services.siteMessages, now);

    const ids = volunteers.map((v) => v.id);
    const reminders = await app.deps.db
      .select({ volunteerId: siteMessages.volunteerId })
      .from(siteMessages)
      .where(and(inArray(siteMessages.volunteerId, ids), eq(siteMessages.title, '活动提醒')));
    const count = (id: number) => reminders.filter((r) => r.volunteerId === id).length;
    const rows = await app.deps.db
      .select()
      .from(missionApplications)
      .where(eq(missionApplications.timeId, times[0]!.id));
    for (const row of rows) {
      // Cancelled or rejected ones may have been reminded just before; never twice.
      if (row.state === 'accepted') expect(count(row.volunteerId)).toBe(1);
      else expect(count(row.volunteerId)).toBeLessThanOrEqual(1);
    }
    expect(rows.filter((r) => r.state === 'accepted')).toHaveLength(15);
  }, 120_000);
});
