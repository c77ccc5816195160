import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { type App, api, createTestApp } from '../../../test/test-app';
import { missionTimes, missions } from '../../db/schema/index';
import {
  districtIdByName,
  makeMission,
  signedInOrganiser,
  signedInVolunteer,
  type MissionSeed,
} from '../../../test/factories';
import { createRecommendService } from './recommend.service';
import { clock } from '../../kernel';

let app: App;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

type Headers = Record<string, string>;
type Item = { missionId: string; distanceKm: number | null; recruiting: boolean };
const get = (path: string, headers: Headers = {}) =>
  app.inject({ method: 'GET', url: api(path), headers }).then((r) => r.json());
const idsOf = (list: Item[]) => list.map((m) => m.missionId);

/** A mission whose one shift has `held` of `quota` places taken (counters set directly). */
async function missionWithHeld(held: number, quota: number, seed: MissionSeed = {}) {
  const made = await makeMission(app, { ...seed, quotas: [quota] });
  await app.deps.db
    .update(missions)
    .set({ appliedCount: held })
    .where(eq(missions.id, made.mission.id));
  await app.deps.db
    .update(missionTimes)
    .set({ heldCount: held })
    .where(eq(missionTimes.id, made.times[0]!.id));
  return String(made.mission.id);
}

describe('home recommendations (intellectAction)', () => {
  it('shows anonymous visitors the open missions with most places held', async () => {
    // Counts far above any other test's, so these lead the list on a shared database too.
    const top = await missionWithHeld(900_020, 1_000_000);
    const second = await missionWithHeld(900_010, 1_000_000, {
      latitude: 23.13,
      longitude: 113.27,
    });
    const full = await missionWithHeld(1_000_000, 1_000_000);
    const closed = await missionWithHeld(900_030, 1_000_000, { status: 'closed' });
    const notYet = await missionWithHeld(900_040, 1_000_000, { recruitStartHours: 2 });
    const shiftOver = await missionWithHeld(900_050, 1_000_000, {
      startInHours: -5,
      recruitEndHours: 24,
    });
    // Enough open missions that the default size (8) is what limits the answer, held above any
    // other test's too: the list is cut from the 100 most-held open missions, and on a database
    // other files have filled those can all be missions whose shifts have begun.
    for (let i = 0; i < 8; i++) await missionWithHeld(800_000 + i, 1_000_000);
    const body = await get('/home/intellectAction?channel=pc&lat=&lng=&size=');
    expect(body.code).toBe('1');
    expect(body.data.personalised).toBe(false);
    expect(body.data.list).toHaveLength(8);
    expect(idsOf(body.data.list).slice(0, 2)).toEqual([top, second]);
    for (const hidden of [full, closed, notYet, shiftOver])
      expect(idsOf(body.data.list)).not.toContain(hidden);
    expect(body.data.list.every((m: Item) => m.recruiting)).toBe(true);

    const near = await get('/home/intellectAction?channel=pc&lat=23.12&lng=113.28&size=2');
    expect(idsOf(near.data.list)).toEqual([top, second]);
    expect(near.data.list[0].distanceKm).toBeNull();
    expect(near.data.list[1].distanceKm).toBeLessThan(2);
  });

  it('ranks for a signed-in volunteer by own organisation, past service types and nearness', async () => {
    const own = await districtIdByName(app, '天河区阳光志愿服务队');
    const v = await signedInVolunteer(app, { districtIds: [own] });
    // History: one application for a 文化体育 ('10') mission.
    const past = await makeMission(app, { districtId: own, missionType: '10' });
    const applied = await app
      .inject({
        method: 'POST',
        url: api('/volunteer/mission/accordApply'),
        headers: v.headers,
        payload: { missionId: past.mission.id, timesInfoId: past.times[0]!.id },
      })
      .then((r) => r.json());
    expect(applied.code).toBe('1');

    const made = async (name: string, seed: MissionSeed) =>
      String(
        (await makeMission(app, { districtId: await districtIdByName(app, name), ...seed })).mission
          .id,
      );
    // Scores: own organisation 4; a favourite type 3; the county around the own organisation 2.
    const inOwn = await made('天河区阳光志愿服务队', { missionType: '07' });
    const sameType = await made('越秀区北京路社区志愿服务站', { missionType: '10' });
    const around = await made('天河区志愿者联合会', {
      missionType: '07',
      latitude: 23.2,
      longitude: 113.5,
    });
    const body = await get('/home/intellectAction?channel=pc&size=20', v.headers);
    expect(body.data.personalised).toBe(true);
    const ids = idsOf(body.data.list);
    expect(ids).not.toContain(String(past.mission.id));
    expect(ids.filter((id) => [inOwn, sameType, around].includes(id))).toEqual([
      inOwn,
      sameType,
      around,
    ]);

    // Standing right beside the third one lifts it above the favourite type (2 + 3 > 3), not
    // above the own organisation's (which also lies in that county: 4 + 2).
    const near = await get('/home/intellectAction?lat=23.2&lng=113.5&size=20', v.headers);
    const nearIds = idsOf(near.data.list).filter((id) => [inOwn, sameType, around].includes(id));
    expect(nearIds).toEqual([inOwn, around, sameType]);
    expect(near.data.list.find((m: Item) => m.missionId === around).distanceKm).toBe(0);
  });

  it('treats an organiser token as anonymous and refuses bad input', async () => {
    const org = await signedInOrganiser(app, '广州市青年志愿者协会');
    expect((await get('/home/intellectAction?channel=pc', org.headers)).data.personalised).toBe(
      false,
    );
    expect((await get('/home/intellectAction?size=21')).msg).toBe('推荐数量最多为20');
    expect((await get('/home/intellectAction?size=0')).msg).toBe('推荐数量至少为1');
    expect((await get('/home/intellectAction?size=abc')).code).toBe('40000');
    expect((await get('/home/intellectAction?lat=23.1')).msg).toBe('经度和纬度须同时提供');
    expect((await get('/home/intellectAction?lat=91&lng=113')).msg).toBe('纬度超出范围');
    expect((await get('/home/intellectAction?channel=tv')).msg).toBe('渠道应为pc或h5');
    const oneItem = await get('/home/intellectAction?size=1');
    expect(oneItem.data.list).toHaveLength(1);
  });
});

describe('anonymous recommendation cache', () => {
  it('serves the same answer for a few seconds, then reads again', async () => {
    let now = clock.nowMs();
    const service = createRecommendService(app.deps, () => new Date(now));
    const first = await service.recommend(null, { size: 20 });
    const newcomer = await missionWithHeld(2_000_000, 3_000_000);
    now += 1_000;
    const cached = await service.recommend(null, { size: 20 });
    expect(idsOf(cached.list)).toEqual(idsOf(first.list));
    expect(idsOf(cached.list)).not.toContain(newcomer);
    now += 5_000;
    const fresh = await service.recommend(null, { size: 20 });
    expect(idsOf(fresh.list)[0]).toBe(newcomer);
  });
});
