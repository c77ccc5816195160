import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { maskName } from '@zyz/domain';
import { type App, api, createTestApp } from '../../../test/test-app';
import { auditLog, districts, orgAccounts, volunteers } from '../../db/schema/index';
import {
  bearer,
  findVolunteerRow,
  makeOrgAccount,
  makeVolunteer,
  signedInOrganiser,
  tokensFor,
  uniqueLoginName,
} from '../../../test/factories';

let app: App;
type Headers = Record<string, string>;
const staff: Record<'root' | 'guangzhou' | 'shenzhen' | 'tianhe', Headers> = {} as never;
const paths: Record<'guangzhou' | 'tianhe' | 'shenzhenOrg', string> = {} as never;
let actor: { id: number; loginName: string; name: string };

const get = (query: string, headers: Headers) =>
  app
    .inject({ method: 'GET', url: api(`/manage/pc/audit/list?${query}`), headers })
    .then((r) => r.json());

async function pathOf(name: string) {
  const [row] = await app.deps.db
    .select({ path: districts.path })
    .from(districts)
    .where(eq(districts.name, name));
  return row!.path;
}

/** An entry by the test's own actor, so `operator` narrows every list to this file's rows. */
async function entry(
  target: string,
  districtPath: string | null,
  at: string,
  action = 'org.profile.update',
) {
  await app.deps.db.insert(auditLog).values({
    actorKind: 'org',
    actorId: actor.id,
    action,
    target,
    districtPath,
    reason: `${target}的原因`,
    ip: '10.1.2.3',
    at: new Date(at),
  });
}

const targetsOf = (body: { data: { list: { target: string }[] } }) =>
  body.data.list.map((r) => r.target);

beforeAll(async () => {
  app = await createTestApp();
  staff.root = (await signedInOrganiser(app, '广东省志愿者联合会')).headers;
  staff.guangzhou = (await signedInOrganiser(app, '广州市志愿者联合会')).headers;
  staff.shenzhen = (await signedInOrganiser(app, '深圳市志愿者联合会')).headers;
  staff.tianhe = (await signedInOrganiser(app, '天河区阳光志愿服务队')).headers;
  paths.guangzhou = await pathOf('广州市志愿者联合会');
  paths.tianhe = await pathOf('天河区阳光志愿服务队');
  paths.shenzhenOrg = await pathOf('深圳市义工联合会');
  const made = await makeOrgAccount(app);
  actor = { ...made, name: `审计${made.loginName}` };
  await app.deps.db
    .update(orgAccounts)
    .set({ name: actor.name })
    .where(eq(orgAccounts.id, made.id));
  await entry('天河的记录', paths.tianhe, '2026-03-01T23:30:00+08:00');
  await entry('广州市的记录', paths.guangzhou, '2026-03-02T00:10:00+08:00');
  await entry('深圳的记录', paths.shenzhenOrg, '2026-03-03T23:59:00+08:00', 'org.staff.create');
  await entry('无组织的记录', null, '2026-03-04T08:00:00+08:00', 'password.change');
});
afterAll(() => app.close());

const mine = () => `operator=${encodeURIComponent(actor.loginName)}&pageSize=100`;

describe('GET /manage/pc/audit/list', () => {
  it('shows a federation its subtree, an organisation its own node, the province everything', async () => {
    expect(targetsOf(await get(mine(), staff.guangzhou))).toEqual(['广州市的记录', '天河的记录']);
    expect(targetsOf(await get(mine(), staff.shenzhen))).toEqual(['深圳的记录']);
    expect(targetsOf(await get(mine(), staff.tianhe))).toEqual(['天河的记录']);
    expect(targetsOf(await get(mine(), staff.root))).toEqual([
      '无组织的记录',
      '深圳的记录',
      '广州市的记录',
      '天河的记录',
    ]);
  });

  it('answers each row with its actor, action name, reason and time', async () => {
    const body = await get(`${mine()}&action=org.staff.create`, staff.root);
    expect(body).toMatchObject({ code: '1', data: { total: 1 } });
    expect(body.data.list[0]).toEqual({
      id: expect.any(String),
      at: new Date('2026-03-03T23:59:00+08:00').toISOString(),
      actorKind: 'org',
      actorName: actor.name,
      actorLoginName: actor.loginName,
      action: 'org.staff.create',
      actionName: '新增工作人员',
      target: '深圳的记录',
      ip: '10.1.2.3',
      reason: '深圳的记录的原因',
    });
  });

  it('finds the actor by name too, and a volunteer by number with the name masked', async () => {
    const byName = await get(`operator=${encodeURIComponent(actor.name)}`, staff.guangzhou);
    expect(byName.data.total).toBe(2);
    const v = await makeVolunteer(app);
    const [row] = await app.deps.db
      .select({ no: volunteers.volunteerNo })
      .from(volunteers)
      .where(eq(volunteers.id, v.id));
    await app.deps.db
      .insert(auditLog)
      .values({ actorKind: 'volunteer', actorId: v.id, action: 'password.change' });
    const found = await get(`operator=${row!.no}`, staff.root);
    expect(found.data.list).toMatchObject([
      { actorKind: 'volunteer', actorName: '测****', actorLoginName: row!.no },
    ]);
    // A volunteer's own act belongs to no node: only the province reads it.
    expect((await get(`operator=${row!.no}`, staff.guangzhou)).data.total).toBe(0);
  });

  it('reads dates as China days, both ends included', async () => {
    const day = (begin: string, end: string) =>
      get(`${mine()}&beginDate=${begin}&endDate=${end}`, staff.root).then(targetsOf);
    // 00:10 on 2 March in China is still 1 March in UTC.
    expect(await day('2026-03-02', '2026-03-02')).toEqual(['广州市的记录']);
    expect(await day('2026-03-01', '2026-03-03')).toEqual([
      '深圳的记录',
      '广州市的记录',
      '天河的记录',
    ]);
    expect(targetsOf(await get(`${mine()}&beginDate=2026-03-04`, staff.root))).toEqual([
      '无组织的记录',
    ]);
    expect(targetsOf(await get(`${mine()}&endDate=2026-03-01`, staff.root))).toEqual([
      '天河的记录',
    ]);
  });

  it('pages newest first with the total', async () => {
    const first = await get(`operator=${actor.loginName}&pageSize=3`, staff.root);
    const second = await get(`operator=${actor.loginName}&pageSize=3&pageIndex=2`, staff.root);
    expect(first.data.total).toBe(4);
    expect(targetsOf(first)).toEqual(['无组织的记录', '深圳的记录', '广州市的记录']);
    expect(targetsOf(second)).toEqual(['天河的记录']);
  });

  it('refuses bad filters in Chinese', async () => {
    const refused = async (query: string) => {
      const body = await get(query, staff.root);
      return { code: body.code, msg: body.msg };
    };
    expect(await refused('action=org.drop')).toEqual({ code: '40000', msg: '操作类型不正确' });
    expect(await refused('beginDate=2026-02-30')).toEqual({
      code: '40000',
      msg: '开始日期格式不正确，应为 YYYY-MM-DD',
    });
    expect(await refused('beginDate=2026-03-05&endDate=2026-03-04')).toEqual({
      code: '40000',
      msg: '开始日期不能晚于结束日期',
    });
    expect((await refused('pageSize=101')).code).toBe('40000');
  });

  it('is for admins: an operator and a volunteer are refused', async () => {
    const op = await makeOrgAccount(app);
    await app.deps.db
      .update(orgAccounts)
      .set({ role: 'operator' })
      .where(eq(orgAccounts.id, op.id));
    const t = await tokensFor(app, 'org', op.loginName, op.password);
    expect((await get('', bearer(t.access_token))).code).toBe('40300');
    const v = await makeVolunteer(app);
    const vt = await tokensFor(app, 'volunteer', v.loginName, v.password);
    expect((await get('', bearer(vt.access_token))).code).toBe('40300');
    expect((await get('', {})).code).toBe('401');
  });
});

describe('audit_log is append-only', () => {
  it('refuses UPDATE and DELETE at the database', async () => {
    const db = app.deps.db;
    const [row] = await db
      .insert(auditLog)
      .values({
        actorKind: 'org',
        actorId: actor.id,
        action: 'org.staff.create',
        target: uniqueLoginName(),
      })
      .returning();
    // The driver's error wraps the database's: the trigger's words are in its cause.
    const refusal = (query: Promise<unknown>) =>
      query.then(
        () => 'accepted',
        (err: Error) => `${err.message} ${(err.cause as Error | undefined)?.message ?? ''}`,
      );
    expect(
      await refusal(db.update(auditLog).set({ target: '改写' }).where(eq(auditLog.id, row!.id))),
    ).toContain('audit_log is append-only');
    expect(await refusal(db.delete(auditLog).where(eq(auditLog.id, row!.id)))).toContain(
      'audit_log is append-only',
    );
    const [kept] = await db.select().from(auditLog).where(eq(auditLog.id, row!.id));
    expect(kept!.target).toBe(row!.target);
  });
});

describe('the object of an act', () => {
  it('names a person written by key, masked like the actor, and leaves written text alone', async () => {
    const person = await makeVolunteer(app);
    const row = await findVolunteerRow(app, person.id);
    const at = '2026-03-05T09:00:00+08:00';
    await entry(`volunteer:${person.id}`, paths.guangzhou, at, 'bankcard.review');
    await entry(`org:${actor.id}`, paths.guangzhou, at, 'org.staff.create');
    await entry('batch:42', paths.guangzhou, at, 'bankcard.export');
    await entry('volunteer:999999999', paths.guangzhou, at, 'bankcard.review');
    const shown = targetsOf(
      await get(`${mine()}&beginDate=2026-03-05&endDate=2026-03-05`, staff.guangzhou),
    );
    expect(shown.sort()).toEqual(
      [
        `志愿者 ${maskName(row.name)}（${row.volunteerNo}）`,
        `工作人员 ${actor.name}（${actor.loginName}）`,
        '导出批次 42',
        '志愿者（编号 999999999）',
      ].sort(),
    );
    expect(shown.join()).not.toContain(row.name);
  });
});
