import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { type App, api, createTestApp } from '../../../test/test-app';
import { makeMission, signedInOrganiser, signedInVolunteer } from '../../../test/factories';

let app: App;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

describe('getMPListExport', () => {
  it('answers a real .xlsx of the applicants, masked, with Chinese state labels', async () => {
    const org = await signedInOrganiser(app, '广州市青年志愿者协会');
    const { mission, times } = await makeMission(app, {
      districtId: org.districtId,
      subject: '导出测试活动',
    });
    const v = await signedInVolunteer(app);
    await app.inject({
      method: 'POST',
      url: api('/volunteer/mission/accordApply'),
      headers: v.headers,
      payload: { missionId: mission.id, timesInfoId: times[0]!.id },
    });
    const res = await app.inject({
      method: 'GET',
      url: api(`/manage/pc/mission/personal/getMPListExport?missionId=${mission.id}`),
      headers: org.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toContain(encodeURIComponent('导出测试活动'));
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('报名人员')!;
    expect(sheet.getRow(1).getCell(3).value).toBe('姓名');
    expect(sheet.rowCount).toBe(2);
    const row = sheet.getRow(2);
    expect(row.getCell(2).value).toBe(String(v.id));
    expect(row.getCell(4).value).toBe(`${v.mobile.slice(0, 3)}****${v.mobile.slice(-4)}`);
    expect(row.getCell(7).value).toBe('待审核');
  });

  it('refuses another organisation with the JSON envelope', async () => {
    const { mission } = await makeMission(app, {
      districtId: (await signedInOrganiser(app, '广州市青年志愿者协会')).districtId,
    });
    const outsider = await signedInOrganiser(app, '深圳市义工联合会');
    const res = await app.inject({
      method: 'GET',
      url: api(`/manage/pc/mission/personal/getMPListExport?missionId=${mission.id}`),
      headers: outsider.headers,
    });
    expect(res.json()).toMatchObject({ code: '40300' });
    const bad = await app.inject({
      method: 'GET',
      url: api('/manage/pc/mission/personal/getMPListExport?missionId=x'),
      headers: outsider.headers,
    });
    expect(bad.json()).toMatchObject({ code: '40000' });
  });
});
