import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import JSZip from 'jszip';
import { and, eq } from 'drizzle-orm';
import { chinaDateString, chinaWallClock } from '@zyz/domain';
import { type App, api, createTestApp } from '../../../test/test-app';
import { auditLog } from '../../db/schema/index';
import { signedInOrganiser, signedInVolunteer, uniqueIp } from '../../../test/factories';
import { acceptedShift, scan, tokenNow } from '../attendance/attendance.test-kit';
import { clock } from '../../kernel';

const url = api('/volunteer/pc/personal/exportMyData');
const hourMs = 3_600_000;
const sections = [
  '基本信息',
  '报名与审核',
  '签到签退',
  '服务记录与公示',
  '培训',
  '证书',
  '评价',
  '组织',
  '消息',
  '登录记录',
];

let app: App;
const offsetBefore = clock.offsetMs();
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  clock.setOffsetMs(offsetBefore);
  await app.close();
});

const download = (headers: Record<string, string>, ip = uniqueIp()) =>
  app.inject({
    method: 'GET',
    url,
    headers: { ...headers, 'user-agent': 'ExportTest/1.0 (zh-CN)' },
    remoteAddress: ip,
  });

const exportsOf = (volunteerId: number) =>
  app.deps.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.actorId, volunteerId), eq(auditLog.action, 'account.exportData')));

/** A volunteer accepted on a shift of a mission of their own, signed in and out: a record. */
async function volunteerWithRecord(subject: string) {
  const { time, volunteers } = await acceptedShift(app, { subject });
  const v = volunteers[0]!;
  for (const action of ['in', 'out'])
    expect((await scan(app, v.headers, { token: tokenNow(time.id), action })).code).toBe('1');
  return v;
}

async function entriesOf(payload: Buffer) {
  const zip = await JSZip.loadAsync(payload);
  const names = Object.keys(zip.files);
  const texts = await Promise.all(names.map((n) => zip.file(n)!.async('string')));
  return new Map(names.map((n, i) => [n, texts[i]!]));
}

describe('GET /volunteer/pc/personal/exportMyData', () => {
  it("gives the owner a zip of their own data, none of another volunteer's, and audits it", async () => {
    const owner = await volunteerWithRecord('导出测试·本人的活动');
    const other = await volunteerWithRecord('导出测试·他人的活动');

    const res = await download(owner.headers, '10.9.8.7');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['cache-control']).toBe('private, no-store');
    const [entry] = await exportsOf(owner.id);
    expect(entry).toMatchObject({ actorKind: 'volunteer', ip: '10.9.8.7' });
    expect(entry!.userAgent).toBe('ExportTest/1.0 (zh-CN)');
    const fileName = `我的数据-${chinaDateString(entry!.at)}.zip`;
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="my-data-${chinaDateString(entry!.at)}.zip"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
    );

    const files = await entriesOf(res.rawPayload);
    expect([...files.keys()].sort()).toEqual(
      ['说明.txt', ...sections.flatMap((s) => [`${s}.json`, `${s}.csv`])].sort(),
    );
    for (const s of sections) expect(files.get(`${s}.csv`)!.startsWith('\uFEFF')).toBe(true);

    const basic = JSON.parse(files.get('基本信息.json')!);
    expect(basic).toMatchObject({ 账号名: owner.loginName, 手机号码: owner.mobile });
    // Masked, as the owner's own pages show it: the platform never sends it back whole.
    expect(basic['身份证号（打码）']).toMatch(/\*/);
    const applications = JSON.parse(files.get('报名与审核.json')!);
    expect(applications).toEqual([
      expect.objectContaining({ 活动名称: '导出测试·本人的活动', 审核状态: '已录用' }),
    ]);
    const records = JSON.parse(files.get('服务记录与公示.json')!);
    expect(records).toEqual([
      expect.objectContaining({ 活动名称: '导出测试·本人的活动', 公示状态: '公示中' }),
    ]);
    expect(JSON.parse(files.get('签到签退.json')!)).toHaveLength(1);
    expect(files.get('报名与审核.csv')).toContain('导出测试·本人的活动,');
    expect(JSON.parse(files.get('登录记录.json')!).length).toBeGreaterThan(0);

    const everything = [...files.values()].join('\n');
    for (const foreign of [other.loginName, other.mobile, other.idCard, '他人的活动'])
      expect(everything).not.toContain(foreign);
    for (const secret of [owner.idCard, '$argon2', 'token_hash', 'verifyCode'])
      expect(everything).not.toContain(secret);
  });

  it('refuses a second download within the hour, then allows one after it', async () => {
    const v = await signedInVolunteer(app);
    expect((await download(v.headers)).headers['content-type']).toBe('application/zip');
    const [first] = await exportsOf(v.id);

    const again = await download(v.headers);
    expect(again.statusCode).toBe(200);
    const allowedAt = Math.ceil((first!.at.getTime() + hourMs) / 60_000) * 60_000;
    expect(again.json()).toEqual({
      code: '42900',
      msg: `每小时只能下载一次，请于${chinaWallClock(new Date(allowedAt)).slice(11, 16)}后再试`,
      data: null,
    });
    expect(await exportsOf(v.id)).toHaveLength(1);

    clock.advance(hourMs + 1_000);
    const later = await download(v.headers);
    expect(later.headers['content-type']).toBe('application/zip');
    expect(await exportsOf(v.id)).toHaveLength(2);
  });

  it('lets only one of two downloads at the same moment through', async () => {
    const v = await signedInVolunteer(app);
    const answers = await Promise.all([download(v.headers), download(v.headers)]);
    const types = answers.map((a) => a.headers['content-type']).sort();
    expect(types).toEqual(['application/json; charset=utf-8', 'application/zip']);
    expect(answers.find((a) => a.headers['content-type'] !== 'application/zip')!.json().code).toBe(
      '42900',
    );
    expect(await exportsOf(v.id)).toHaveLength(1);
  });

  it('refuses an organisation token and a request without a token', async () => {
    const org = await signedInOrganiser(app, '广州市青年志愿者协会');
    const asOrg = await download(org.headers);
    expect(asOrg.statusCode).toBe(200);
    expect(asOrg.json()).toMatchObject({ code: '40300' });
    const anonymous = await download({});
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ code: '401' });
  });
});
