import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { type App, api, createTestApp } from '../../test/test-app';
import { makeMission, signedInVolunteer } from '../../test/factories';
import { signedInStaff } from '../features/article/cms.test-kit';
import { rowsOf } from '../kernel';
import { workerDatabaseUrl } from '../../test/test-env';

// The "standby" is the test database itself, opened read-only and under its own application
// name: a write that strays onto the read handle fails as it would on a hot standby (25006),
// and pg_stat_activity shows whether the read handle was used at all.
const standbyName = `zyz-standby-${randomBytes(3).toString('hex')}`;

describe.runIf(process.env.TEST_DATABASE_URL)('public reads on a read-only standby', () => {
  let app: App;
  beforeAll(async () => {
    const standby = new URL(workerDatabaseUrl()!);
    standby.searchParams.set('application_name', standbyName);
    standby.searchParams.set('options', '-c default_transaction_read_only=on');
    app = await createTestApp({ databaseReadUrl: standby.toString() });
  });
  afterAll(() => app.close());

  const call = (method: 'GET' | 'POST', path: string, headers = {}, payload?: object) =>
    app.inject({ method, url: api(path), headers, payload }).then((r) => r.json());

  it('answers the portal’s public calls, writing only on the primary', async () => {
    const { mission, times } = await makeMission(app);
    const province = await signedInStaff(app, '广东省志愿者联合会');
    const saved = await call('POST', '/manage/pc/site/article/save', province.headers, {
      category: 'news',
      title: `副本测试${randomBytes(3).toString('hex')}`,
      content: '<p>正文</p>',
    });
    await call('POST', '/manage/pc/site/article/publish', province.headers, { id: saved.data.id });

    const publicCalls = [
      '/home/mission/list?pageIndex=1&pageSize=10',
      '/home/mission/screening?pageIndex=1&pageSize=10',
      `/home/mission/info/missionDetails?missionId=${mission.id}`,
      '/home/banner/list/1',
      '/home/announcement/list?showType=1&pageIndex=1&pageSize=5',
      '/home/index/statics/indexStatics',
      '/home/index/statics/volunteerRanking?type=total',
      '/home/index/districtDomain',
      '/home/intellectAction?channel=pc&size=4',
      '/home/index/district/listOrg?pageIndex=1&pageSize=5',
      '/home/index/district/children',
      '/home/search/all?keyword=%E5%BF%97%E6%84%BF',
      '/home/org/list?pageIndex=1&pageSize=5',
      '/home/site/help/list?pageIndex=1&pageSize=5',
      '/home/site/help/categories',
      '/home/publicity/list?pageIndex=1&pageSize=5',
      '/home/site/article/getHotNews',
      '/home/site/article/list?pageIndex=1&pageSize=5',
      // Counts a view: the one write among them, which must reach the primary.
      `/home/site/article/detail?id=${saved.data.id}`,
    ];
    for (const path of publicCalls) {
      const body = await call('GET', path);
      expect({ path, code: body.code, msg: body.msg }).toEqual({
        path,
        code: '1',
        msg: '操作成功',
      });
    }
    const article = await call('GET', `/home/site/article/detail?id=${saved.data.id}`);
    expect(article.data.viewCount).toBe(1);

    // Read-your-writes: the volunteer's own state on the detail page comes from the primary.
    const v = await signedInVolunteer(app);
    const applied = await call('POST', '/volunteer/mission/accordApply', v.headers, {
      missionId: mission.id,
      timesInfoId: times[0]!.id,
    });
    expect(applied.code).toBe('1');
    const detail = await call(
      'GET',
      `/home/mission/info/missionDetails?missionId=${mission.id}`,
      v.headers,
    );
    expect(detail.data.myStates).toEqual({ [String(times[0]!.id)]: 'pending' });
    const personalised = await call('GET', '/home/intellectAction?channel=pc&size=4', v.headers);
    expect(personalised.data.personalised).toBe(true);

    const [used] = await rowsOf<{ n: number }>(
      app.deps.db,
      sql`select count(*)::int as n from pg_stat_activity where application_name = ${standbyName}`,
    );
    expect(used!.n).toBeGreaterThan(0);
  });
});
