import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditStaticSchema, leftMenuSchema, liveAdminInfoSchema, type MenuNode } from '@zyz/domain';
import { type App, api, createTestApp } from '../../../test/test-app';
import {
  bearer,
  makeMission,
  signedInOrganiser,
  signedInVolunteer,
  tokensFor,
} from '../../../test/factories';

let app: App;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const get = (path: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url: api(path), headers });
const orgHeaders = async (login: string) =>
  bearer((await tokensFor(app, 'org', login, 'Zyz@2024pass')).access_token);
const codesOf = (nodes: MenuNode[]): string[] =>
  nodes.flatMap((n) => [n.menuCode, ...codesOf(n.children)]);

describe('auditStatic', () => {
  it('counts the applications waiting for review on the organisation’s missions', async () => {
    const org = await signedInOrganiser(app, '天河区阳光志愿服务队');
    const before = (await get('/manage/pc/usersAdmin/auditStatic', org.headers)).json();
    expect(before.code).toBe('1');
    expect(auditStaticSchema.safeParse(before.data).success).toBe(true);

    const { mission, times } = await makeMission(app, { districtId: org.districtId, quotas: [5] });
    for (let i = 0; i < 2; i += 1) {
      const v = await signedInVolunteer(app);
      await app.inject({
        method: 'POST',
        url: api('/volunteer/mission/accordApply'),
        headers: v.headers,
        payload: { missionId: mission.id, timesInfoId: times[0]!.id },
      });
    }
    const after = (await get('/manage/pc/usersAdmin/auditStatic', org.headers)).json().data;
    expect(after.missionPersonAuditCount).toBe(before.data.missionPersonAuditCount + 2);
    expect(after.total).toBe(
      after.missionPersonAuditCount +
        after.orgJoinAuditCount +
        after.orgRegisterAuditCount +
        after.objectionAuditCount,
    );
  });

  it('answers 401 to a missing or stale token and 40300 to a volunteer’s, so tools can check a token', async () => {
    expect((await get('/manage/pc/usersAdmin/auditStatic')).statusCode).toBe(401);
    const stale = await get('/manage/pc/usersAdmin/auditStatic', bearer('stale-token'));
    expect(stale.statusCode).toBe(401);
    expect(stale.json().code).toBe('401');
    const v = await signedInVolunteer(app);
    expect((await get('/manage/pc/usersAdmin/auditStatic', v.headers)).json().code).toBe('40300');
  });
});

describe('leftMenu', () => {
  it('gives an organisation admin the mission and staff menus but no federation content', async () => {
    const body = (
      await get('/manage/pc/common/menutree/leftMenu', await orgHeaders('gzqnzyz01'))
    ).json();
    expect(body.code).toBe('1');
    expect(leftMenuSchema.safeParse(body.data).success).toBe(true);
    const codes = codesOf(body.data);
    expect(codes).toEqual(
      expect.arrayContaining(['mission', 'mission-list', 'org-staff', 'my-info']),
    );
    expect(codes).not.toContain('cms');
    expect(codes).not.toContain('org-review');
    const mission = (body.data as MenuNode[]).find((n) => n.menuCode === 'mission')!;
    expect(mission.children.find((n) => n.menuCode === 'mission-list')!.url).toBe(
      '/admin/mission/list',
    );
  });

  it('adds site content, the outbox and the review queue for the provincial federation', async () => {
    const body = (
      await get('/manage/pc/common/menutree/leftMenu', await orgHeaders('gdadmin01'))
    ).json();
    expect(codesOf(body.data)).toEqual(
      expect.arrayContaining(['cms', 'cms-banners', 'outbox', 'bank-cards', 'org-review']),
    );
  });
});

describe('preEditMyInfo', () => {
  it('answers the live platform’s flat account fields beside ours', async () => {
    const body = (
      await get('/manage/pc/usersAdmin/preEditMyInfo', await orgHeaders('gzqnzyz01'))
    ).json();
    expect(liveAdminInfoSchema.safeParse(body.data).success).toBe(true);
    expect(body.data).toMatchObject({
      loginName: 'gzqnzyz01',
      districtId: body.data.district.districtId,
      districtName: '广州市青年志愿者协会',
      groupId: 'org',
      groupName: '组织管理员',
      userName: body.data.name,
      mobile: '13600136003',
      status: 1,
      forbiddenState: 0,
      detectStatus: 'passed',
    });
    expect(body.data.createTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });
});
