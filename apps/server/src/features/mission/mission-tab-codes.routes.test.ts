import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, api, createTestApp } from '../../../test/test-app';
import { makeMission, signedInOrganiser } from '../../../test/factories';

let app: App;
let org: Awaited<ReturnType<typeof signedInOrganiser>>;
beforeAll(async () => {
  app = await createTestApp();
  // A node of its own, so the lists hold exactly the missions made here.
  org = await signedInOrganiser(app, '天河区阳光志愿服务队');
});
afterAll(() => app.close());

// Every filter of the live console present, the empty ones as "" (docs/wire-compat.md).
const liveQuery = (type: string) =>
  `type=${type}&selectedLabelIdList=&missionId=&subject=&contactName=&contactPhone=&missionType=` +
  `&serviceTimeType=&focusState=&districtId=&beginDateInput=&endDateInput=&districtIdTxt=` +
  `&pageIndex=1&pageSize=100`;
const list = (query: string) =>
  app
    .inject({
      method: 'GET',
      url: api(`/manage/pc/mission/findMissionList?${query}`),
      headers: org.headers,
    })
    .then((r) => r.json());

describe('findMissionList tab codes', () => {
  it('reads type=1 as every status and 2-5 as one status each, answering the code as `state`', async () => {
    const draft = (await makeMission(app, { districtId: org.districtId, status: 'draft' })).mission;
    const open = (await makeMission(app, { districtId: org.districtId })).mission;
    const all = await list(liveQuery('1'));
    expect(all.code).toBe('1');
    const ids = all.data.list.map((r: { missionId: string }) => r.missionId);
    expect(ids).toEqual(expect.arrayContaining([String(draft.id), String(open.id)]));
    const drafts = (await list(liveQuery('2'))).data.list;
    expect(
      drafts.every((r: { state: number; status: string }) => r.state === 2 && r.status === 'draft'),
    ).toBe(true);
    expect(drafts.map((r: { missionId: string }) => r.missionId)).toContain(String(draft.id));
    const published = (await list(liveQuery('3'))).data.list;
    expect(published.map((r: { missionId: string }) => r.missionId)).toContain(String(open.id));
    expect(published.map((r: { missionId: string }) => r.missionId)).not.toContain(
      String(draft.id),
    );
    // Our own console's names keep working.
    expect((await list('type=draft')).data.total).toBe(drafts.length);
  });

  it('treats empty strings as absent and filters by label names when given', async () => {
    expect((await list(liveQuery(''))).data.total).toBe((await list('')).data.total);
    const labelled = await list(
      liveQuery('1').replace(
        'selectedLabelIdList=',
        `selectedLabelIdList=${encodeURIComponent('关爱儿童,不存在')}`,
      ),
    );
    expect(labelled.data.list.map((r: { subject: string }) => r.subject)).toEqual([
      '天河区困难家庭儿童课业辅导',
    ]);
  });

  it('refuses an unknown tab code with a msg that lists the codes', async () => {
    for (const type of ['0', '6', 'open']) {
      expect(await list(liveQuery(type))).toMatchObject({
        code: '40000',
        msg: expect.stringContaining(
          '1（全部）、2（草稿）、3（已发布）、4（已结束招募）、5（已取消）',
        ),
      });
    }
  });
});
