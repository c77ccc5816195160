import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, like, ne, sql } from 'drizzle-orm';
import { districts } from '../../db/schema/index';
import { type App, api, createTestApp } from '../../../test/test-app';
import { districtIdByName, makeMission } from '../../../test/factories';

let app: App;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const get = (path: string) => app.inject({ method: 'GET', url: api(path) }).then((r) => r.json());
const q = encodeURIComponent;

describe('organisation search (listOrg)', () => {
  it('finds nodes whose name contains the keyword, with parent name and public mission count', async () => {
    const tianhe = await districtIdByName(app, '天河区阳光志愿服务队');
    // Counted: published and closed, here and below; not drafts or cancelled ones.
    const before = (await get(`/home/index/district/listOrg?keyword=${q('阳光志愿')}`)).data;
    const baseCount = before.list[0].missionCount as number;
    await makeMission(app, { districtId: tianhe });
    await makeMission(app, { districtId: tianhe, status: 'closed' });
    await makeMission(app, { districtId: tianhe, status: 'draft' });
    await makeMission(app, { districtId: tianhe, status: 'cancelled' });
    const body = await get(`/home/index/district/listOrg?keyword=${q('阳光志愿')}&parentId=`);
    expect(body.code).toBe('1');
    expect(body.data.total).toBe(1);
    expect(body.data.list[0]).toEqual({
      districtId: String(tianhe),
      name: '天河区阳光志愿服务队',
      level: 4,
      parentName: '天河区志愿者联合会',
      missionCount: baseCount + 2,
    });
    // A federation counts the missions of everything below it.
    const county = await get(`/home/index/district/listOrg?keyword=${q('天河区志愿者联合会')}`);
    expect(county.data.list[0].missionCount).toBeGreaterThanOrEqual(baseCount + 2);
  });

  it('limits to the subtree of parentId and pages federations first', async () => {
    const guangzhou = await districtIdByName(app, '广州市志愿者联合会');
    const body = await get(
      `/home/index/district/listOrg?keyword=&parentId=${guangzhou}&pageIndex=1&pageSize=3`,
    );
    // Below Guangzhou as seeded: three counties, two organisations under them, one directly
    // under it; on PostgreSQL other test files approve organisations there too, never counties.
    const [{ below }] = (await app.deps.db
      .select({ below: sql<number>`count(*)::int` })
      .from(districts)
      .where(
        and(
          like(districts.path, `%/${guangzhou}/%`),
          ne(districts.id, guangzhou),
          eq(districts.status, 'active'),
        ),
      )) as [{ below: number }];
    expect(below).toBeGreaterThanOrEqual(6);
    expect(body.data.total).toBe(below);
    expect(body.data.list.map((r: { level: number }) => r.level)).toEqual([3, 3, 3]);
    const page2 = await get(
      `/home/index/district/listOrg?parentId=${guangzhou}&pageIndex=2&pageSize=3`,
    );
    expect(page2.data.list.map((r: { level: number }) => r.level)).toEqual([4, 4, 4]);
    const shenzhenOnly = await get(
      `/home/index/district/listOrg?keyword=${q('青年')}&parentId=${await districtIdByName(app, '深圳市志愿者联合会')}`,
    );
    expect(shenzhenOnly.data).toEqual({ list: [], total: 0 });
  });

  it('takes % and _ in the keyword literally and refuses bad input', async () => {
    expect((await get(`/home/index/district/listOrg?keyword=${q('%')}`)).data.total).toBe(0);
    expect((await get(`/home/index/district/listOrg?keyword=${q('_')}`)).data.total).toBe(0);
    expect((await get(`/home/index/district/listOrg?keyword=${'长'.repeat(51)}`)).msg).toBe(
      '关键词不能超过50个字',
    );
    expect((await get('/home/index/district/listOrg?parentId=abc')).msg).toBe(
      '上级组织编号格式不正确',
    );
    expect((await get('/home/index/district/listOrg?parentId=99999999')).msg).toBe(
      '上级组织不存在',
    );
    expect((await get('/home/index/district/listOrg?pageSize=101')).code).toBe('40000');
  });
});

describe('organisation tree children', () => {
  it('answers the top of the tree for a blank parent, then a node children lazily', async () => {
    const top = await get('/home/index/district/children?parentId=');
    expect(top.data).toEqual([
      expect.objectContaining({ name: '广东省志愿者联合会', level: 1, hasChildren: true }),
    ]);
    const cities = await get(`/home/index/district/children?parentId=${top.data[0].districtId}`);
    // The 21 cities (other test files may approve an organisation directly under the province).
    const cityRows = cities.data.filter((c: { level: number }) => c.level === 2);
    expect(cityRows).toHaveLength(21);
    const names = cityRows.map((c: { name: string }) => c.name);
    // The official order of the cities, not code-point order of their names.
    expect(names.slice(0, 3)).toEqual([
      '广州市志愿者联合会',
      '深圳市志愿者联合会',
      '珠海市志愿者联合会',
    ]);
    const zhuhai = cities.data.find((c: { name: string }) => c.name === '珠海市志愿者联合会');
    expect(zhuhai).toMatchObject({ level: 2, hasChildren: false });
    expect(
      cities.data.find((c: { name: string }) => c.name === '广州市志愿者联合会').hasChildren,
    ).toBe(true);
    expect((await get(`/home/index/district/children?parentId=${zhuhai.districtId}`)).data).toEqual(
      [],
    );
  });

  it('refuses an unknown or malformed parent', async () => {
    expect((await get('/home/index/district/children?parentId=99999999')).code).toBe('40400');
    expect((await get('/home/index/district/children?parentId=1%20or%201=1')).msg).toBe(
      '上级组织编号格式不正确',
    );
  });
});
