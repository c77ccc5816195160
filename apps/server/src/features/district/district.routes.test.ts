import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { type App, api, createTestApp } from '../../../test/test-app';
import { districts, orgAccounts, volunteers } from '../../db/schema/index';
import { seedDemo } from '../../db/seed/seed';

let app: App;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const domain = (query = '') =>
  app.inject({ method: 'GET', url: api(`/home/index/districtDomain${query}`) });

describe('districtDomain', () => {
  it('answers the provincial federation by default', async () => {
    const body = (await domain()).json();
    expect(body.code).toBe('1');
    expect(body.data).toMatchObject({
      districtName: '广东省志愿者联合会',
      servicePhone: '12355',
      sponsors: ['共青团广东省委员会', '广东省志愿者联合会'],
    });
    expect(body.data.icpFilling).toMatch(/^粤ICP备\d+号/);
    expect(body.data.mailbox).toContain('@');
  });

  it('lets a city inherit the settings it does not set itself', async () => {
    const [city] = await app.deps.db
      .select()
      .from(districts)
      .where(eq(districts.name, '深圳市志愿者联合会'));
    const body = (await domain(`?districtId=${city!.id}`)).json();
    expect(body.data).toMatchObject({
      current_district_id: String(city!.id),
      districtName: '深圳市志愿者联合会',
    });
    expect(body.data.icpFilling).toBe((await domain()).json().data.icpFilling);
  });

  it.each(['999999999', 'abc', '-1'])('answers 40400 for the unknown districtId %s', async (id) => {
    expect((await domain(`?districtId=${id}`)).json()).toEqual({
      code: '40400',
      msg: '组织不存在或已停用',
      data: null,
    });
  });

  it('names the field when districtId is too long', async () => {
    expect((await domain(`?districtId=${'1'.repeat(40)}`)).json()).toMatchObject({
      code: '40000',
      msg: '组织编号过长',
    });
  });
});

describe('demo seed', () => {
  it('builds the 21 city federations and is idempotent', async () => {
    const counts = async () => {
      const [d] = await app.deps.db.select({ n: count() }).from(districts);
      const [v] = await app.deps.db.select({ n: count() }).from(volunteers);
      const [o] = await app.deps.db.select({ n: count() }).from(orgAccounts);
      return [d!.n, v!.n, o!.n];
    };
    const [cities] = await app.deps.db
      .select({ n: count() })
      .from(districts)
      .where(eq(districts.level, 2));
    expect(cities!.n).toBe(21);
    const before = await counts();
    await seedDemo(app.deps.db, app.deps.cipher, app.deps.config.uploadDir);
    expect(await counts()).toEqual(before);
  });
});
