import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { missionPermissionSchema } from '@zyz/domain';
import { type App, api, createTestApp } from '../../../test/test-app';
import { makeMission, signedInOrganiser } from '../../../test/factories';

let app: App;
let org: Awaited<ReturnType<typeof signedInOrganiser>>;
beforeAll(async () => {
  app = await createTestApp();
  org = await signedInOrganiser(app, '广州市青年志愿者协会');
});
afterAll(() => app.close());

const permission = (missionId: string | number, headers = org.headers) =>
  app
    .inject({
      method: 'GET',
      url: api(`/manage/pc/mission/info/permission?missionId=${missionId}`),
      headers,
    })
    .then((r) => r.json());

describe('mission permission', () => {
  it('lets a published mission be edited, closed and staffed but not published again', async () => {
    const { mission } = await makeMission(app, { districtId: org.districtId });
    const body = await permission(mission.id);
    expect(body.code).toBe('1');
    expect(missionPermissionSchema.safeParse(body.data).success).toBe(true);
    expect(body.data).toMatchObject({
      missionId: String(mission.id),
      status: 'published',
      state: 3,
      canView: true,
      canEdit: true,
      canPublish: false,
      canClose: true,
      canCancel: true,
      canAuditApplicants: true,
      canManageAttendance: true,
    });
    expect(body.data.permissions).toContain('mission:close');
    expect(body.data.permissions).not.toContain('mission:publish');
  });

  it('lets a draft be published but not staffed, and a cancelled mission only be read', async () => {
    const draft = (await makeMission(app, { districtId: org.districtId, status: 'draft' })).mission;
    expect((await permission(draft.id)).data).toMatchObject({
      state: 2,
      canPublish: true,
      canAuditApplicants: false,
    });
    const gone = (await makeMission(app, { districtId: org.districtId, status: 'cancelled' }))
      .mission;
    expect((await permission(gone.id)).data).toMatchObject({
      state: 5,
      canView: true,
      canEdit: false,
      canCancel: false,
      canManageAttendance: false,
    });
  });

  it('refuses another organisation’s mission, an unknown one and a blank id', async () => {
    const other = await signedInOrganiser(app, '深圳市义工联合会');
    const { mission } = await makeMission(app, { districtId: other.districtId });
    expect(await permission(mission.id)).toMatchObject({ code: '40300' });
    expect(await permission(999_999_999)).toMatchObject({ code: '40400', msg: '活动不存在' });
    expect(await permission('')).toMatchObject({
      code: '40000',
      msg: expect.stringContaining('活动编号'),
    });
  });
});
