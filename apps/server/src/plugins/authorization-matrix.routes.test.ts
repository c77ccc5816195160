import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app';
import {
  attendances,
  missionApplications,
  missions,
  missionTimes,
  serviceRecords,
} from '../db/schema/index';
import { api, createTestApp } from '../../test/test-app';
import { signedInOrganiser, signedInVolunteer, uniqueIp } from '../../test/factories';
import { acceptedShift } from '../features/attendance/attendance.test-kit';
import {
  matrix,
  roles,
  type Ids,
  type MatrixRow,
  type Role,
} from '../../test/authorization-matrix.table';

/**
 * Every operation of the checked-in table × every role: allowed roles get past the access
 * check, all others are refused, and a refused write leaves the mission, its shifts,
 * applications, attendance and the volunteer's records exactly as they were. Each write cell
 * gets its own fresh mission so an allowed write cannot hide a later cell's change.
 */
let app: App;
const shared: Partial<Record<Role, Record<string, string>>> = { visitor: {} };

beforeAll(async () => {
  app = await createTestApp({ rateLimitPerMinute: 1_000_000 });
  shared.otherVolunteer = (await signedInVolunteer(app)).headers;
  shared.otherOrg = (await signedInOrganiser(app, '深圳市义工联合会')).headers;
  shared.federation = (await signedInOrganiser(app, '广东省志愿者联合会')).headers;
  const gone = await signedInVolunteer(app);
  await app.inject({ method: 'GET', url: api('/auth/login/loginOut'), headers: gone.headers });
  shared.loggedOffVolunteer = gone.headers;
});
afterAll(() => app.close());

async function fixture() {
  const { org, mission, time, volunteers } = await acceptedShift(app);
  const v = volunteers[0]!;
  const ids: Ids = {
    missionId: mission.id,
    timeId: time.id,
    applicationId: v.applicationId,
    volunteerId: v.id,
    orgAccountId: org.id,
  };
  const headers: Record<Role, Record<string, string>> = {
    ...(shared as Record<Role, Record<string, string>>),
    ownerVolunteer: v.headers,
    ownerOrg: org.headers,
  };
  return { ids, headers };
}

async function snapshot(ids: Ids) {
  const db = app.deps.db;
  return JSON.stringify([
    await db.select().from(missions).where(eq(missions.id, ids.missionId)),
    await db.select().from(missionTimes).where(eq(missionTimes.missionId, ids.missionId)),
    await db
      .select()
      .from(missionApplications)
      .where(eq(missionApplications.missionId, ids.missionId)),
    await db.select().from(attendances).where(eq(attendances.missionId, ids.missionId)),
    await db.select().from(serviceRecords).where(eq(serviceRecords.volunteerId, ids.volunteerId)),
  ]);
}

function call(row: MatrixRow, ids: Ids, headers: Record<string, string>) {
  const input = row.input(ids);
  const query = new URLSearchParams(Object.entries(input).map(([k, v]) => [k, String(v)]));
  return app.inject({
    method: row.method,
    url: api(row.method === 'GET' ? `${row.path}?${query}` : row.path),
    headers,
    ...(row.method === 'POST' ? { payload: input } : {}),
    remoteAddress: uniqueIp(),
  });
}

const refusals = ['401', '40300', '40400'];

describe.each(matrix)('$method $path', (row) => {
  let readFixture: Awaited<ReturnType<typeof fixture>>;
  beforeAll(async () => {
    if (!row.isWrite) readFixture = await fixture();
  });

  it.each(roles)('as %s', async (role) => {
    const { ids, headers } = row.isWrite ? await fixture() : readFixture;
    const before = row.isWrite ? await snapshot(ids) : null;
    const res = await call(row, ids, headers[role]);
    expect(res.statusCode).toBeLessThan(500);
    // A file (下载我的数据) is an answer; every refusal is the JSON envelope.
    const isFile = !String(res.headers['content-type']).startsWith('application/json');
    const body = isFile ? { code: '1', msg: '' } : res.json();
    if (row.allowed.includes(role)) {
      expect(refusals, `${role} was refused: ${body.msg}`).not.toContain(body.code);
      return;
    }
    expect(refusals, `${role} got through: ${JSON.stringify(body).slice(0, 200)}`).toContain(
      body.code,
    );
    if (row.isWrite) expect(await snapshot(ids)).toBe(before);
  });
});
