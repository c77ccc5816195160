import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { App } from '../../app';
import { missionTimes, missions, serviceRecords, volunteers } from '../schema/index';
import { demoVolunteers } from './accounts';
import { api, createTestApp } from '../../../test/test-app';
import { bearer, findVolunteerRow, tokensFor } from '../../../test/factories';
import { seedDemo } from './seed';
import { demoHistoryVolunteer, pastMissions } from './history';
import { clock } from '../../kernel';

// The demo volunteer's totals are backed by real final records: what 服务记录 and a time
// certificate show equals what the summary card shows, and a restart adds nothing.

let app: App;
let headers: Record<string, string>;
let volunteerId: number;
beforeAll(async () => {
  app = await createTestApp();
  const tokens = await tokensFor(app, 'volunteer', demoHistoryVolunteer, 'Zyz@2024pass');
  headers = bearer(tokens.access_token);
  const [me] = await app.deps.db
    .select({ id: volunteers.id })
    .from(volunteers)
    .where(eq(volunteers.loginName, demoHistoryVolunteer));
  volunteerId = me!.id;
});
afterAll(() => app.close());

const get = (path: string) =>
  app.inject({ method: 'GET', url: api(path), headers }).then((r) => r.json());

async function historyRows() {
  const [row] = await app.deps.db
    .select({ n: count() })
    .from(serviceRecords)
    .innerJoin(missions, eq(missions.id, serviceRecords.missionId))
    .where(
      and(
        eq(serviceRecords.volunteerId, volunteerId),
        inArray(
          missions.subject,
          pastMissions.map((m) => m.subject),
        ),
      ),
    );
  return row!.n;
}

describe('demo volunteer history', () => {
  it("gives every demo volunteer totals equal to their final records' minutes", async () => {
    for (const demo of demoVolunteers) {
      const [row] = await app.deps.db
        .select({
          service: volunteers.serviceMinutes,
          training: volunteers.trainingMinutes,
          finalService: sql<number>`coalesce(sum(${serviceRecords.minutes}) filter (where ${serviceRecords.kind} = 'service' and ${serviceRecords.state} = 'final'), 0)::int`,
          finalTraining: sql<number>`coalesce(sum(${serviceRecords.minutes}) filter (where ${serviceRecords.kind} = 'training' and ${serviceRecords.state} = 'final'), 0)::int`,
        })
        .from(volunteers)
        .leftJoin(serviceRecords, eq(serviceRecords.volunteerId, volunteers.id))
        .where(eq(volunteers.loginName, demo.loginName))
        .groupBy(volunteers.id);
      expect({ who: demo.loginName, service: row!.service, training: row!.training }).toEqual({
        who: demo.loginName,
        service: row!.finalService,
        training: row!.finalTraining,
      });
    }
  });

  it("keeps each past mission's applied count equal to the places held over its shifts", async () => {
    const rows = await app.deps.db
      .select({
        applied: missions.appliedCount,
        held: sql<number>`sum(${missionTimes.heldCount})::int`,
      })
      .from(missions)
      .innerJoin(missionTimes, eq(missionTimes.missionId, missions.id))
      .where(
        inArray(
          missions.subject,
          pastMissions.map((m) => m.subject),
        ),
      )
      .groupBy(missions.id);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.applied).toBe(row.held);
  });

  it('has final records that add up to the totals of the summary card', async () => {
    const totals = await findVolunteerRow(app, volunteerId);
    const service = await get('/volunteer/serviceRecord/list?kind=service&pageSize=50');
    const training = await get('/volunteer/serviceRecord/list?kind=training&pageSize=50');
    expect(service.code).toBe('1');
    expect(service.data.totals.finalMinutes).toBe(totals.serviceMinutes);
    expect(training.data.totals.finalMinutes).toBe(totals.trainingMinutes);
    expect(totals.serviceMinutes).toBeGreaterThan(0);
    // Real missions of the demo organisations, with shift times and the organisation's name.
    const past = (service.data.list as { state: string; shiftStart: string | null }[]).filter(
      (r) => r.state === 'final',
    );
    expect(past.length).toBe(pastMissions.flatMap((m) => m.shifts).length);
    expect(past.every((r) => r.shiftStart !== null)).toBe(true);
    expect(service.data.list[0].districtName).toMatch(/志愿者/);
    const summary = await get('/volunteer/center/static/usersStatic');
    expect(summary.code).toBe('1');
    expect(summary.data).toMatchObject({
      serviceTime: service.data.totals.finalMinutes,
      trainingTime: training.data.totals.finalMinutes,
    });
  });

  it('issues a time certificate over the history that matches the service total', async () => {
    const today = new Date(clock.nowMs() + 8 * 3_600_000).toISOString().slice(0, 10);
    const begin = new Date(clock.nowMs() - 3 * 365 * 86_400_000).toISOString().slice(0, 10);
    const issued = await app
      .inject({
        method: 'POST',
        url: api('/volunteer/certificate/issue'),
        headers,
        payload: { beginDate: begin, endDate: today },
      })
      .then((r) => r.json());
    expect(issued.code).toBe('1');
    const totals = await findVolunteerRow(app, volunteerId);
    expect(issued.data.totalMinutes).toBe(totals.serviceMinutes);
    expect(issued.data.missionCount).toBe(pastMissions.length);
  });

  it('adds nothing when the seed runs again', async () => {
    const before = await historyRows();
    expect(before).toBe(pastMissions.flatMap((m) => m.shifts).length);
    await seedDemo(app.deps.db, app.deps.cipher, app.deps.config.uploadDir);
    expect(await historyRows()).toBe(before);
    const totals = await findVolunteerRow(app, volunteerId);
    const service = await get('/volunteer/serviceRecord/list?kind=service');
    expect(service.data.totals.finalMinutes).toBe(totals.serviceMinutes);
  });
});
