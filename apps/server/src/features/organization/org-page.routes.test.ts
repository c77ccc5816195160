import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, api, createTestApp } from '../../../test/test-app';
import { eq } from 'drizzle-orm';
import { districts, serviceRecords } from '../../db/schema/index';
import { sumFinalServiceMinutes } from './org-page.repository';
import { districtIdByName, makeMission, makeVolunteer } from '../../../test/factories';
import { clock } from '../../kernel';

let app: App;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const get = (path: string) => app.inject({ method: 'GET', url: api(path) }).then((r) => r.json());

describe('organisation pages', () => {
  it('lists organisations under a federation by keyword with member and mission counts', async () => {
    const orgId = await districtIdByName(app, '天河区阳光志愿服务队');
    const cityId = await districtIdByName(app, '广州市志愿者联合会');
    const before = await get(`/home/org/list?parentId=${cityId}&keyword=阳光&pageSize=100`);
    const row0 = before.data.list.find(
      (o: { districtId: string }) => o.districtId === String(orgId),
    );
    await makeVolunteer(app, { districtIds: [orgId] });
    await makeVolunteer(app, { districtIds: [orgId] });
    await makeMission(app, { districtId: orgId });
    await makeMission(app, { districtId: orgId, status: 'draft' });
    const after = await get(`/home/org/list?parentId=${cityId}&keyword=阳光&pageSize=100`);
    const row = after.data.list.find((o: { districtId: string }) => o.districtId === String(orgId));
    expect(row).toMatchObject({
      name: '天河区阳光志愿服务队',
      parentName: '天河区志愿者联合会',
      level: 4,
    });
    expect(row.memberCount).toBe(row0.memberCount + 2);
    // A draft is not public: only the published mission counts.
    expect(row.missionCount).toBe(row0.missionCount + 1);

    const shenzhen = await districtIdByName(app, '深圳市志愿者联合会');
    const elsewhere = await get(`/home/org/list?parentId=${shenzhen}&keyword=阳光`);
    expect(elsewhere.data.total).toBe(0);
  });

  it('shows an organisation profile: breadcrumb, counts, credited hours and contacts', async () => {
    const orgId = await districtIdByName(app, '越秀区北京路社区志愿服务站');
    const v = await makeVolunteer(app, { districtIds: [orgId] });
    const { mission } = await makeMission(app, { districtId: orgId });
    const countyId = await districtIdByName(app, '越秀区志愿者联合会');
    // Read before any page view: the page caches its sum for a few minutes.
    const [node] = await app.deps.db.select().from(districts).where(eq(districts.id, orgId));
    const before = await sumFinalServiceMinutes(app.deps.db, node!.path);
    const now = clock.now();
    await app.deps.db.insert(serviceRecords).values([
      {
        volunteerId: v.id,
        missionId: mission.id,
        kind: 'service',
        minutes: 150,
        occurredAt: now,
        state: 'final',
        publicityEndsAt: now,
        districtId: orgId,
      },
      // Not yet final, and training time: neither counts as the organisation's service hours.
      {
        volunteerId: v.id,
        missionId: mission.id,
        kind: 'service',
        minutes: 60,
        occurredAt: now,
        state: 'publicity',
        publicityEndsAt: now,
        districtId: orgId,
      },
      {
        volunteerId: v.id,
        kind: 'training',
        minutes: 30,
        occurredAt: now,
        state: 'final',
        publicityEndsAt: now,
        districtId: orgId,
      },
    ]);
    const res = await get(`/home/org/detail?districtId=${orgId}`);
    expect(res.code).toBe('1');
    expect(res.data).toMatchObject({
      name: '越秀区北京路社区志愿服务站',
      parentName: '越秀区志愿者联合会',
      childCount: 0,
      servicePhone: '12355',
    });
    expect(res.data.ancestors.map((a: { name: string }) => a.name)).toEqual([
      '广东省志愿者联合会',
      '广州市志愿者联合会',
      '越秀区志愿者联合会',
    ]);
    expect(res.data.serviceMinutes).toBe(before + 150);
    // A federation's page counts its whole area, the organisation below included.
    const county = await get(`/home/org/detail?districtId=${countyId}`);
    expect(county.data.serviceMinutes).toBeGreaterThanOrEqual(150);
    expect(res.data.memberCount).toBeGreaterThanOrEqual(1);
    expect(res.data.missionCount).toBeGreaterThanOrEqual(1);
  });

  it("counts a federation's volunteers over its whole area, each once", async () => {
    // A city no other test file reads: on PostgreSQL the files share one database, and the
    // organisation-tree tests count what is below Guangzhou.
    const cityId = await districtIdByName(app, '韶关市志愿者联合会');
    const tag = Math.random().toString(36).slice(2, 8);
    const node = async (parentId: number, level: number, name: string) => {
      const [parent] = await app.deps.db.select().from(districts).where(eq(districts.id, parentId));
      const [row] = await app.deps.db
        .insert(districts)
        .values({ parentId, level, name: `${name}${tag}`, path: '' })
        .returning();
      const path = `${parent!.path}${row!.id}/`;
      await app.deps.db.update(districts).set({ path }).where(eq(districts.id, row!.id));
      return row!.id;
    };
    const county = await node(cityId, 3, '计数区志愿者联合会');
    const first = await node(county, 4, '计数一队');
    const second = await node(county, 4, '计数二队');
    // Main organisation first: in both teams (counted once), in the second, elsewhere.
    await makeVolunteer(app, { districtIds: [first, second] });
    await makeVolunteer(app, { districtIds: [second] });
    await makeVolunteer(app, { districtIds: [cityId, first] });

    expect((await get(`/home/org/detail?districtId=${county}`)).data.memberCount).toBe(2);
    const teams = await get(`/home/org/list?parentId=${county}`);
    expect(
      teams.data.list.map((o: { memberCount: number; name: string }) => [o.name, o.memberCount]),
    ).toEqual([
      [`计数一队${tag}`, 2],
      [`计数二队${tag}`, 2],
    ]);
    const inCity = await get(`/home/org/list?parentId=${cityId}&keyword=${tag}`);
    expect(inCity.data.list[0]).toMatchObject({ name: `计数区志愿者联合会${tag}`, memberCount: 2 });
  });

  it('answers unknown or malformed ids with a Chinese message', async () => {
    expect(await get('/home/org/detail?districtId=99999999')).toMatchObject({
      code: '40400',
      msg: '组织不存在或已停用',
    });
    expect(await get('/home/org/detail?districtId=abc')).toMatchObject({
      code: '40000',
      msg: '组织编号格式不正确',
    });
    expect(await get('/home/org/detail')).toMatchObject({ code: '40000', msg: '组织编号不能为空' });
    expect(await get('/home/org/list?parentId=99999999')).toMatchObject({
      code: '40400',
      msg: '组织不存在或已停用',
    });
    expect((await get('/home/org/list?pageSize=500')).msg).toBe('每页条数最多为100');
  });
});
