import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { type App, api, createTestApp } from '../../../test/test-app';
import { districts, volunteerMonthMinutes } from '../../db/schema/index';
import { clock, rowsOf } from '../../kernel';
import { makeMission, makeVolunteer, signedInOrganiser } from '../../../test/factories';
import { bumpCounter, readCounters } from './counters.repository';
import { recountPlatformCounters } from './recount.repository';
import { chinaMonthKey } from './china-month';
import { clearOfMonthTurn, creditMinutes } from './statistics.test-kit';

let app: App;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const get = async (url: string) => (await app.inject({ method: 'GET', url: api(url) })).json();

/** Counters and the rows they count, read in one snapshot so other writers cannot skew it. */
async function countersAndTruth() {
  return app.deps.db.transaction(
    async (tx) => {
      const counters = await readCounters(tx);
      const truth = await rowsOf<Record<string, string | number>>(
        tx,
        sql`select
        (select count(*) from volunteers)::int as volunteers,
        (select count(*) from districts where level = 4 and status = 'active')::int as organisations,
        (select count(*) from missions where status in ('published', 'closed'))::int as missions,
        (select coalesce(sum(service_minutes), 0) from volunteers)::bigint as "serviceMinutes"`,
      ).then((rows) => rows[0]!);
      return {
        counters,
        truth: {
          volunteers: Number(truth.volunteers),
          organisations: Number(truth.organisations),
          missions: Number(truth.missions),
          serviceMinutes: Number(truth.serviceMinutes),
        },
      };
    },
    { isolationLevel: 'repeatable read' },
  );
}

describe('platform counters', () => {
  it('equal the truth after registrations, reviews, publishing, cancelling and finalisation', async () => {
    const org = await signedInOrganiser(app, '广州市青年志愿者协会');
    const before = await countersAndTruth();
    expect(before.counters).toEqual(before.truth);

    const a = await makeVolunteer(app, { serviceMinutes: 90 });
    const b = await makeVolunteer(app);
    await makeVolunteer(app, { logoffState: 'cooling' });
    const draft = await makeMission(app, { districtId: org.districtId, status: 'draft' });
    const published = await makeMission(app, { districtId: org.districtId });
    const post = (url: string, payload: object) =>
      app.inject({ method: 'POST', url: api(url), headers: org.headers, payload });
    expect(
      (await post('/manage/pc/mission/publishMission', { missionId: draft.mission.id })).json()
        .code,
    ).toBe('1');
    expect(
      (await post('/manage/pc/mission/cancelMission', { missionId: published.mission.id })).json()
        .code,
    ).toBe('1');
    const [pending] = await app.deps.db
      .insert(districts)
      .values({ parentId: 1, level: 4, name: '计数测试组织', path: '', status: 'pending' })
      .returning();
    await app.deps.db
      .update(districts)
      .set({ status: 'active' })
      .where(eq(districts.id, pending!.id));
    await app.deps.db
      .insert(districts)
      .values({ parentId: 1, level: 4, name: '计数测试组织二', path: '', status: 'rejected' });
    await creditMinutes(app, [
      { volunteerId: a.id, minutes: 120 },
      { volunteerId: b.id, minutes: 45 },
      { volunteerId: b.id, minutes: 600, kind: 'training' },
    ]);

    const after = await countersAndTruth();
    expect(after.counters).toEqual(after.truth);
    expect(after.counters.volunteers).toBeGreaterThanOrEqual(before.counters.volunteers + 3);
    expect(after.counters.serviceMinutes).toBeGreaterThanOrEqual(
      before.counters.serviceMinutes + 90 + 165,
    );
  });

  it('are put right by a recount after a write that bypassed them', async () => {
    await bumpCounter(app.deps.db, 'missions', 7);
    const skewed = await countersAndTruth();
    expect(skewed.counters.missions).not.toBe(skewed.truth.missions);
    await recountPlatformCounters(app.deps.db);
    const fixed = await countersAndTruth();
    expect(fixed.counters).toEqual(fixed.truth);
  });

  it('answers indexStatics from the counters, hours rounded down', async () => {
    const body = await get('/home/index/statics/indexStatics');
    expect(body.code).toBe('1');
    const c = await readCounters(app.deps.db);
    expect(body.data).toMatchObject({
      volunteerCount: expect.any(Number),
      organizationCount: expect.any(Number),
      missionCount: expect.any(Number),
    });
    expect(body.data.volunteerCount).toBeGreaterThan(0);
    expect(body.data.serviceHours).toBe(Math.floor(body.data.serviceMinutes / 60));
    // Read just after: equal unless another file wrote in between, and never behind it.
    expect(c.volunteers).toBeGreaterThanOrEqual(body.data.volunteerCount);
  });
});

describe('volunteer ranking', () => {
  it('ranks this month by minutes credited this month, names masked', async () => {
    clearOfMonthTurn();
    const top = await makeVolunteer(app, { serviceMinutes: 10 });
    const second = await makeVolunteer(app);
    const big = 2_000_000;
    await creditMinutes(app, [
      { volunteerId: top.id, minutes: big + 2 },
      { volunteerId: second.id, minutes: big },
      { volunteerId: second.id, minutes: big * 5, kind: 'training' },
    ]);
    const [row] = await app.deps.db
      .select()
      .from(volunteerMonthMinutes)
      .where(eq(volunteerMonthMinutes.volunteerId, top.id));
    expect(row).toMatchObject({ month: chinaMonthKey(clock.now()), minutes: big + 2 });

    const body = await get('/home/index/statics/volunteerRanking?type=month&size=37');
    expect(body.code).toBe('1');
    expect(body.data.month).toMatch(/^\d{4}-\d{2}$/);
    const [first, next] = body.data.list;
    expect(first).toEqual({ rank: 1, name: '测****', serviceMinutes: big + 2 });
    expect(next).toEqual({ rank: 2, name: '测****', serviceMinutes: big });
    expect(JSON.stringify(body.data)).not.toContain('测试志愿者');

    const total = await get('/home/index/statics/volunteerRanking?type=total&size=38');
    expect(total.data.month).toBeNull();
    expect(total.data.list[0]).toEqual({ rank: 1, name: '测****', serviceMinutes: big + 12 });
    const minutes = total.data.list.map((r: { serviceMinutes: number }) => r.serviceMinutes);
    expect([...minutes].sort((x, y) => y - x)).toEqual(minutes);
  });

  it('leaves logged-off volunteers out of the list', async () => {
    const gone = await makeVolunteer(app, { serviceMinutes: 9_000_000, logoffState: 'cooling' });
    const body = await get('/home/index/statics/volunteerRanking?type=total&size=39');
    expect(body.data.list[0].serviceMinutes).not.toBe(9_000_000);
    expect(gone.id).toBeGreaterThan(0);
  });

  it('refuses a bad type or size with a Chinese message', async () => {
    const badType = await get('/home/index/statics/volunteerRanking?type=week');
    expect(badType).toMatchObject({ code: '40000', msg: expect.stringContaining('排行类型') });
    const tooMany = await get('/home/index/statics/volunteerRanking?size=51');
    expect(tooMany).toMatchObject({ code: '40000', msg: expect.stringContaining('条数最多为50') });
    const zero = await get('/home/index/statics/volunteerRanking?size=0');
    expect(zero.code).toBe('40000');
  });
});
