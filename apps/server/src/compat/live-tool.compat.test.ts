import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app';
import { attendances } from '../db/schema/index';
import { clock, rowsOf as rowsOn } from '../kernel';
import { api, createTestApp } from '../../test/test-app';
import { signedInVolunteer, tokensFor } from '../../test/factories';
import { createLiveToolClient, missionListParams, type Row } from './live-tool-client';

// An attendance-comparison tool written for the live platform, run unchanged against the real
// server over HTTP with gzqnzyz01's token: it must get complete, correct data for the
// organisation's demo missions. The truth it is checked against is read from the database.

let app: App;
let tool: ReturnType<typeof createLiveToolClient>;
let baseUrl: string;

const rowsOf = <T>(query: ReturnType<typeof sql>) => rowsOn<T>(app.deps.db, query);

async function orgPath() {
  const [row] = await rowsOf<{ path: string }>(
    sql`select d.path from org_accounts a join districts d on d.id = a.district_id where a.login_name = 'gzqnzyz01'`,
  );
  return row!.path;
}

/** More applicants than a page on one demo mission: three accepted, two signed in, one out. */
async function addApplicants(orgHeaders: Record<string, string>) {
  const [target] = await rowsOf<{ missionId: string; timeId: string }>(sql`
    select m.id::text as "missionId", t.id::text as "timeId" from missions m
    join mission_times t on t.mission_id = m.id
    where m.subject = '社区长者智能手机使用辅导' order by t.start_time limit 1`);
  const ids: string[] = [];
  const volunteerIds: number[] = [];
  for (let i = 0; i < 5; i += 1) {
    const v = await signedInVolunteer(app);
    const res = await app.inject({
      method: 'POST',
      url: api('/volunteer/mission/accordApply'),
      headers: v.headers,
      payload: { missionId: target!.missionId, timesInfoId: target!.timeId },
    });
    ids.push(res.json().data.missionPersonlId);
    volunteerIds.push(v.id);
  }
  const accepted = await app.inject({
    method: 'POST',
    url: api('/manage/pc/mission/personal/auditMP'),
    headers: orgHeaders,
    payload: { missionPersonlIds: ids.slice(0, 3).join(','), action: 'accept' },
  });
  expect(accepted.json()).toMatchObject({ code: '1', data: { updated: 3 } });
  const signIn = new Date(clock.nowMs() - 3_600_000);
  await app.deps.db.insert(attendances).values([
    {
      missionId: +target!.missionId,
      timeId: +target!.timeId,
      volunteerId: volunteerIds[0]!,
      signInAt: signIn,
      signOutAt: clock.now(),
      signInMethod: 'qr',
      signOutMethod: 'code',
    },
    {
      missionId: +target!.missionId,
      timeId: +target!.timeId,
      volunteerId: volunteerIds[1]!,
      signInAt: signIn,
      signInMethod: 'qr',
    },
  ]);
}

beforeAll(async () => {
  // The tool walks every mission, shift and page in the organisation's scope. On the shared
  // PostgreSQL that scope also holds the missions of the files that ran before in the same
  // worker, so the number of calls depends on the run's order; on a loaded machine it once
  // passed the 600-a-minute limit per address mid-walk (HTTP 429). The limit has tests of its
  // own (health, portal-cache); here it is set out of the way.
  app = await createTestApp({ rateLimitPerMinute: 1_000_000 });
  baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  const t = await tokensFor(app, 'org', 'gzqnzyz01', 'Zyz@2024pass');
  tool = createLiveToolClient(baseUrl, t.access_token);
  await addApplicants({ authorization: `Bearer ${t.access_token}` });
});
afterAll(() => app.close());

describe('a tool written for the live platform', () => {
  it('checks its token with auditStatic and is refused with a stale one', async () => {
    expect(await tool.checkLogin()).toBe(true);
    expect(await createLiveToolClient(baseUrl, 'not-a-token').checkLogin()).toBe(false);
  });

  it('lists every mission of the organisation with the full parameter set, page by page', async () => {
    const { rows, total } = await tool.listMissions();
    const truth = await rowsOf<{ id: string }>(
      sql`select id::text as id from missions where district_path like ${`${await orgPath()}%`}`,
    );
    expect(total).toBe(truth.length);
    expect(truth.length).toBeGreaterThan(2);
    expect(rows.map((r) => r.missionId).sort()).toEqual(truth.map((r) => r.id).sort());
    for (const r of rows) {
      expect(r).toMatchObject({ subject: expect.any(String), missionType: expect.any(String) });
      expect(r.state).toBeTypeOf('number');
      expect(r.createDatetime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
      expect(r.finishDatetime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    }
  });

  it('walks each mission’s applicants and finds the same people in the downloaded workbook', async () => {
    const { rows: missions } = await tool.listMissions();
    let walked = 0;
    for (const m of missions) {
      const missionId = String(m.missionId);
      const { rows, total } = await tool.listApplicants(missionId);
      const truth = await rowsOf<{ id: string }>(
        sql`select id::text as id from mission_applications where mission_id = ${+missionId}`,
      );
      expect(total).toBe(truth.length);
      expect(rows.map((r) => r.missionPersonlId).sort()).toEqual(truth.map((r) => r.id).sort());
      for (const r of rows) {
        expect(r.userid).toMatch(/^\d+$/);
        expect(r.hireUsername).toBe(r.name);
        expect(r.mobile).toMatch(/^1\d{2}\*{4}\d{4}$/);
      }
      const file = await tool.downloadApplicants(missionId);
      expect(file.contentType).toContain('spreadsheetml');
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(file.body as unknown as ArrayBuffer);
      const sheet = book.worksheets[0]!;
      const fileIds: string[] = [];
      sheet.eachRow((row, n) => {
        if (n > 1) fileIds.push(String(row.getCell(1).value));
      });
      expect(fileIds.sort()).toEqual(rows.map((r) => String(r.missionPersonlId)).sort());
      walked += rows.length;
    }
    // The five added applicants make at least one walk take several pages.
    expect(walked).toBeGreaterThanOrEqual(5);
  });

  it('pulls every shift’s attendance by the shift `id`, counting signed-out records as signed out', async () => {
    const { rows: missions } = await tool.listMissions();
    let signedOut = 0;
    let records = 0;
    for (const m of missions) {
      const missionId = String(m.missionId);
      const shifts = await tool.listShifts(missionId);
      const shiftTruth = await rowsOf<{ id: string }>(
        sql`select id::text as id from mission_times where mission_id = ${+missionId}`,
      );
      expect(shifts.map((s) => s.id).sort()).toEqual(shiftTruth.map((s) => s.id).sort());
      // Every shift with someone on it, and one without (an empty list): on the shared
      // PostgreSQL other files' weekly missions bring hundreds of empty shifts, and one call
      // for each would make this file one of the run's slowest.
      const peopled = new Set(
        (
          await rowsOf<{ id: string }>(sql`
            select time_id::text as id from mission_applications where mission_id = ${+missionId}
            union select time_id::text from attendances where mission_id = ${+missionId}`)
        ).map((r) => r.id),
      );
      const empty = shifts.find((s) => !peopled.has(String(s.id)));
      for (const s of shifts.filter((s) => peopled.has(String(s.id)) || s === empty)) {
        const { rows, total } = await tool.listAttendance(missionId, String(s.id));
        expect(rows).toHaveLength(total);
        const [truth] = await rowsOf<{ out: number; signed: number }>(sql`
          select count(*) filter (where sign_out_at is not null)::int as out, count(*)::int as signed
          from attendances where time_id = ${+String(s.id)}`);
        const isOut = (r: Row) => r.endDatetime !== null || r.checkOutMode !== null;
        expect(rows.filter(isOut)).toHaveLength(truth!.out);
        expect(rows.filter((r) => r.missionServiceLogId !== null)).toHaveLength(truth!.signed);
        for (const r of rows) {
          expect(r.userName).toBe(r.name);
          if (isOut(r)) expect(r.endDatetime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
        }
        signedOut += rows.filter(isOut).length;
        records += rows.length;
      }
    }
    // Past demo missions: one signed-out record per shift; plus the added signed-out one.
    const [all] = await rowsOf<{ n: number }>(sql`
      select count(*)::int as n from attendances t join missions m on m.id = t.mission_id
      where t.sign_out_at is not null and m.district_path like ${`${await orgPath()}%`}`);
    expect(signedOut).toBe(all!.n);
    expect(signedOut).toBeGreaterThan(3);
    expect(records).toBeGreaterThan(signedOut);
  });

  it('gets a clear 40000 for a tab code the platform does not have', async () => {
    await expect(
      tool.getJson('/manage/pc/mission/findMissionList', { ...missionListParams, type: '9' }),
    ).rejects.toThrow(/40000 活动状态不正确：type 应为1（全部）/);
  });
});
