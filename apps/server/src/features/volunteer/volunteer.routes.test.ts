import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { volunteerInfoSchema } from '@zyz/domain';
import { type App, api, createTestApp } from '../../../test/test-app';
import { districts, volunteers } from '../../db/schema/index';
import { rowsOf } from '../../kernel';
import { bearer, makeVolunteer, tokensFor } from '../../../test/factories';

let app: App;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const get = (path: string, token: string) =>
  app.inject({ method: 'GET', url: api(path), headers: bearer(token) });

async function districtIdByName(name: string) {
  const [row] = await app.deps.db
    .select({ id: districts.id })
    .from(districts)
    .where(eq(districts.name, name));
  return row!.id;
}

describe('volunteer profile calls', () => {
  it('answers userInfo with memberships, name paths and hours as two-decimal strings', async () => {
    const orgId = await districtIdByName('广州市青年志愿者协会');
    const v = await makeVolunteer(app, {
      serviceMinutes: 750,
      trainingMinutes: 61,
      districtIds: [orgId],
    });
    const t = await tokensFor(app, 'volunteer', v.loginName, v.password);
    const body = (await get('/volunteer/info/userInfo', t.access_token)).json();
    expect(body.code).toBe('1');
    expect(volunteerInfoSchema.safeParse(body.data).success).toBe(true);
    expect(body.data.serviceTimeBD).toBe('12.50');
    expect(body.data.trainingTimeBD).toBe('1.02');
    expect(body.data.usersDistricts).toEqual([
      expect.objectContaining({
        districtId: String(orgId),
        districtPath: '广东省志愿者联合会 / 广州市志愿者联合会 / 广州市青年志愿者协会',
        isMain: true,
      }),
    ]);
    expect(body.data.users).toMatchObject({
      userName: v.loginName,
      mobile: v.mobile,
      logoffSate: 'false',
      type: 1,
    });
    expect(body.data.users.idCardCode).toBe(
      `${v.idCard.slice(0, 4)}${'*'.repeat(10)}${v.idCard.slice(-4)}`,
    );
  });

  it('reads counters for usersStatic and refreshUserStaticServiceTime', async () => {
    const v = await makeVolunteer(app, { serviceMinutes: 90, trainingMinutes: 30, applyCount: 4 });
    const t = await tokensFor(app, 'volunteer', v.loginName, v.password);
    expect((await get('/volunteer/center/static/usersStatic', t.access_token)).json().data).toEqual(
      {
        serviceTime: 90,
        trainingTime: 30,
        applyCounts: 4,
      },
    );
    expect(
      (await get('/volunteer/dataHandle/refreshUserStaticServiceTime', t.access_token)).json().data,
    ).toEqual({
      serviceTime: 90,
      trainingTime: 30,
    });
  });

  it('shows the cooling-off state as logoffSate "true"', async () => {
    const v = await makeVolunteer(app, { logoffState: 'cooling' });
    const t = await tokensFor(app, 'volunteer', v.loginName, v.password);
    const user = (await get('/volunteer/user/current', t.access_token)).json().data;
    expect(user.logoffSate).toBe('true');
    expect(user.birthDay).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});

describe('personal data at rest', () => {
  it('stores neither the resident ID nor the mobile in plain text', async () => {
    const v = await makeVolunteer(app);
    const rows = await rowsOf(
      app.deps.db,
      sql`select * from ${volunteers} where ${volunteers.id} = ${v.id}`,
    );
    const raw = JSON.stringify(rows);
    expect(raw).toContain('v1:');
    expect(raw).not.toContain(v.idCard);
    expect(raw).not.toContain(v.mobile);
    expect(raw).not.toContain(v.idCard.slice(6, 14));
  });
});
