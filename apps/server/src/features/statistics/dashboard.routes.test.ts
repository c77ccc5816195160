import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { serviceRecords } from '../../db/schema/index';
import { type App, api, createTestApp } from '../../../test/test-app';
import { makeMission, makeVolunteer, signedInOrganiser } from '../../../test/factories';
import { clearOfMonthTurn, creditMinutes } from './statistics.test-kit';

let app: App;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

describe('console dashboard', () => {
  it('answers a node its own subtree by month and by child, and exports it', async () => {
    clearOfMonthTurn();
    const org = await signedInOrganiser(app, '广州市青年志愿者协会');
    const v = await makeVolunteer(app, { districtIds: [org.districtId] });
    await makeMission(app, { districtId: org.districtId });
    await creditMinutes(app, [{ volunteerId: v.id, minutes: 150 }]);
    // Credited in the organisation: the record's node decides where hours count.
    await app.deps.db
      .update(serviceRecords)
      .set({ districtId: org.districtId })
      .where(eq(serviceRecords.volunteerId, v.id));

    const res = await app.inject({
      method: 'GET',
      url: api('/manage/pc/dashboard/statistics?months=6'),
      headers: org.headers,
    });
    const body = res.json();
    expect(body.code).toBe('1');
    expect(body.data.districtName).toBe('广州市青年志愿者协会');
    expect(body.data.monthly).toHaveLength(6);
    const thisMonth = body.data.monthly.at(-1);
    expect(thisMonth.month).toMatch(/^\d{4}-\d{2}$/);
    expect(thisMonth.volunteers).toBeGreaterThanOrEqual(1);
    expect(thisMonth.missions).toBeGreaterThanOrEqual(1);
    expect(thisMonth.serviceMinutes).toBeGreaterThanOrEqual(150);
    expect(body.data.totals.serviceMinutes).toBeGreaterThanOrEqual(150);

    const file = await app.inject({
      method: 'GET',
      url: api('/manage/pc/dashboard/export?months=6'),
      headers: org.headers,
    });
    expect(file.headers['content-type']).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('按月统计')!;
    expect(sheet.getRow(1).values).toContain('服务时长（小时）');
    expect(sheet.rowCount).toBe(7);
  });

  it('splits the province by city, the totals from the platform counters', async () => {
    const staff = await signedInOrganiser(app, '广东省志愿者联合会');
    const body = (
      await app.inject({
        method: 'GET',
        url: api('/manage/pc/dashboard/statistics'),
        headers: staff.headers,
      })
    ).json();
    expect(body.data.monthly).toHaveLength(12);
    expect(body.data.byChild.length).toBeGreaterThanOrEqual(21);
    expect(body.data.byChild.map((c: { name: string }) => c.name)).toContain('广州市志愿者联合会');
    expect(body.data.totals.volunteers).toBeGreaterThan(0);
  });

  it('refuses bad months and anonymous callers', async () => {
    const org = await signedInOrganiser(app, '广州市青年志愿者协会');
    const bad = await app.inject({
      method: 'GET',
      url: api('/manage/pc/dashboard/statistics?months=37'),
      headers: org.headers,
    });
    expect(bad.json()).toMatchObject({ code: '40000', msg: '月份数最多为36' });
    const anon = await app.inject({ method: 'GET', url: api('/manage/pc/dashboard/export') });
    expect(anon.statusCode).toBe(401);
  });
});
