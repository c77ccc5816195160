import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { type App, api, pristineDemoApp } from '../../../test/test-app';
import { migrationsDir } from '../../config';
import { volunteerMonthMinutes } from '../../db/schema/index';
import { bearer, makeVolunteer, tokensFor } from '../../../test/factories';
import { chinaMonthKey, chinaMonthStart } from './china-month';
import { clearOfMonthTurn, creditMinutes } from './statistics.test-kit';
import { findDataDifferences } from './verify-data';
import { maskName } from '@zyz/domain';
import { monthTeam } from '../../db/seed/month-team';
import { clock } from '../../kernel';

// The whole database is checked, so this file runs on the demo database as seeded (with
// TEST_DATABASE_URL the suite's database is shared with files that write test rows freely).
let app: App;
beforeAll(async () => {
  app = await pristineDemoApp();
}, 60_000);
afterAll(() => app.close());

async function provinceDashboard(months: number) {
  const t = await tokensFor(app, 'org', 'gdadmin01', 'Zyz@2024pass');
  const res = await app.inject({
    method: 'GET',
    url: api(`/manage/pc/dashboard/statistics?months=${months}`),
    headers: bearer(t.access_token),
  });
  const body = res.json();
  expect(body.code).toBe('1');
  return body.data as {
    totals: { serviceMinutes: number };
    monthly: { month: string; serviceMinutes: number }[];
  };
}

const monthlySum = (d: { monthly: { serviceMinutes: number }[] }) =>
  d.monthly.reduce((n, m) => n + m.serviceMinutes, 0);

async function monthFigures(volunteerId: number) {
  const rows = await app.deps.db
    .select({ month: volunteerMonthMinutes.month, minutes: volunteerMonthMinutes.minutes })
    .from(volunteerMonthMinutes)
    .where(eq(volunteerMonthMinutes.volunteerId, volunteerId));
  return Object.fromEntries(rows.map((r) => [r.month, r.minutes]));
}

/** Runs migration 0017 again, as it ran on databases that existed before it. */
async function runRecountMigration() {
  const file = fs
    .readdirSync(migrationsDir)
    .find((f) => f.startsWith('0017_month_minutes_by_service_date'))!;
  const text = fs.readFileSync(path.join(migrationsDir, file), 'utf8');
  for (const statement of text.split('--> statement-breakpoint')) {
    await app.deps.db.execute(sql.raw(statement));
  }
}

describe('numbers people can trust', () => {
  it('finds no difference on the demo data, and the 12-month chart adds up to the total card', async () => {
    expect(await findDataDifferences(app.deps.db)).toEqual([]);
    const dashboard = await provinceDashboard(12);
    expect(dashboard.totals.serviceMinutes).toBeGreaterThan(0);
    expect(monthlySum(dashboard)).toBe(dashboard.totals.serviceMinutes);
  });

  it("fills Home's monthly ranking with the demo volunteers who served this month", async () => {
    const res = await app.inject({
      method: 'GET',
      url: api('/home/index/statics/volunteerRanking?type=month&size=10'),
    });
    const names = (res.json().data.list as { name: string }[]).map((r) => r.name);
    for (const m of monthTeam) expect(names).toContain(maskName(m.name));
  });

  it('counts minutes in the month the service was given, whenever they became final', async () => {
    clearOfMonthTurn();
    const now = clock.now();
    const monthStart = chinaMonthStart(now, 0);
    // 23:30 on the last evening of last month, China time: final only now, in this month.
    const lastMonthEvening = new Date(monthStart.getTime() - 30 * 60_000);
    const twoMonthsAgo = new Date(chinaMonthStart(now, 2).getTime() + 10 * 3_600_000);
    const a = await makeVolunteer(app);
    const b = await makeVolunteer(app);
    await creditMinutes(app, [
      { volunteerId: a.id, minutes: 120, occurredAt: lastMonthEvening },
      { volunteerId: a.id, minutes: 60 },
      { volunteerId: b.id, minutes: 90, occurredAt: twoMonthsAgo },
      { volunteerId: b.id, minutes: 45, kind: 'training' },
    ]);
    expect(await monthFigures(a.id)).toEqual({
      [chinaMonthKey(lastMonthEvening)]: 120,
      [chinaMonthKey(now)]: 60,
    });
    expect(await monthFigures(b.id)).toEqual({ [chinaMonthKey(twoMonthsAgo)]: 90 });
    expect(await findDataDifferences(app.deps.db)).toEqual([]);

    const dashboard = await provinceDashboard(36);
    expect(monthlySum(dashboard)).toBe(dashboard.totals.serviceMinutes);
    const lastMonth = dashboard.monthly.at(-2)!;
    expect(lastMonth.serviceMinutes).toBeGreaterThanOrEqual(120);
  });

  it('reports figures written by the old rule, and the recount migration puts them right', async () => {
    const a = await makeVolunteer(app);
    const served = new Date(chinaMonthStart(clock.now(), 1).getTime() + 3_600_000);
    await creditMinutes(app, [{ volunteerId: a.id, minutes: 75, occurredAt: served }]);
    // What the job wrote before: the minutes in the month they became final.
    await app.deps.db
      .delete(volunteerMonthMinutes)
      .where(eq(volunteerMonthMinutes.volunteerId, a.id));
    await app.deps.db
      .insert(volunteerMonthMinutes)
      .values({ volunteerId: a.id, month: chinaMonthKey(clock.now()), minutes: 75 });

    const found = await findDataDifferences(app.deps.db);
    expect(found).toEqual(
      expect.arrayContaining([
        {
          check: '志愿者按服务月份的时长（分钟）',
          subject: `${a.loginName} ${chinaMonthKey(served)}`,
          stored: 0,
          fromRows: 75,
        },
      ]),
    );
    await runRecountMigration();
    expect(await findDataDifferences(app.deps.db)).toEqual([]);
    expect(await monthFigures(a.id)).toEqual({ [chinaMonthKey(served)]: 75 });
  });
});
