import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, api, createTestApp } from '../../../test/test-app';
import { siteMessages } from '../../db/schema/index';
import { makeMission, signedInOrganiser, signedInVolunteer } from '../../../test/factories';
import { clock } from '../../kernel';

let app: App;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

type Headers = Record<string, string>;
const get = (path: string, headers: Headers = {}) =>
  app.inject({ method: 'GET', url: api(path), headers }).then((r) => r.json());
const post = (path: string, headers: Headers, payload: object) =>
  app.inject({ method: 'POST', url: api(path), headers, payload }).then((r) => r.json());

/** Three messages a second apart, oldest first: 'm1', 'm2', 'm3'. */
async function volunteerWithMessages() {
  const v = await signedInVolunteer(app);
  const base = clock.nowMs() - 60_000;
  const rows = await app.deps.db
    .insert(siteMessages)
    .values(
      [1, 2, 3].map((i) => ({
        volunteerId: v.id,
        title: `m${i}`,
        content: `内容${i}`,
        createdAt: new Date(base + i * 1000),
      })),
    )
    .returning({ id: siteMessages.id });
  return { ...v, messageIds: rows.map((r) => String(r.id)) };
}

describe('site messages', () => {
  it('lists own messages newest first, filters by read state and counts unread', async () => {
    const v = await volunteerWithMessages();
    const all = await get('/volunteer/sitemsg/list?read=&pageIndex=&pageSize=', v.headers);
    expect(all.code).toBe('1');
    expect(all.data.total).toBe(3);
    expect(all.data.list.map((m: { title: string }) => m.title)).toEqual(['m3', 'm2', 'm1']);
    expect(all.data.list[0]).toMatchObject({
      siteMsgId: v.messageIds[2],
      content: '内容3',
      missionId: null,
      read: false,
    });
    expect(all.data.list[0].createdAt).toMatch(/Z$/);
    expect((await get('/volunteer/sitemsg/unreadInfo', v.headers)).data).toEqual({ unread: 3 });

    const one = await get(`/volunteer/sitemsg/read?siteMsgId=${v.messageIds[1]}`, v.headers);
    expect(one).toMatchObject({ code: '1', data: { updated: 1 } });
    // Reading it again is harmless and changes nothing.
    expect(
      (await get(`/volunteer/sitemsg/read?siteMsgId=${v.messageIds[1]}`, v.headers)).data,
    ).toEqual({ updated: 0 });
    expect((await get('/volunteer/sitemsg/unreadInfo', v.headers)).data.unread).toBe(2);

    const unread = await get('/volunteer/sitemsg/list?read=0', v.headers);
    expect(unread.data.list.map((m: { title: string }) => m.title)).toEqual(['m3', 'm1']);
    const read = await get('/volunteer/sitemsg/list?read=1', v.headers);
    expect(read.data).toMatchObject({ total: 1, list: [{ title: 'm2', read: true }] });

    const page2 = await get('/volunteer/sitemsg/list?pageIndex=2&pageSize=2', v.headers);
    expect(page2.data.total).toBe(3);
    expect(page2.data.list.map((m: { title: string }) => m.title)).toEqual(['m1']);
  });

  it('marks every unread message read with all=1', async () => {
    const v = await volunteerWithMessages();
    await get(`/volunteer/sitemsg/read?siteMsgId=${v.messageIds[0]}`, v.headers);
    expect((await get('/volunteer/sitemsg/read?all=1', v.headers)).data).toEqual({ updated: 2 });
    expect((await get('/volunteer/sitemsg/unreadInfo', v.headers)).data.unread).toBe(0);
  });

  it("treats another volunteer's message as unknown and leaves it unread", async () => {
    const owner = await volunteerWithMessages();
    const other = await signedInVolunteer(app);
    const body = await get(
      `/volunteer/sitemsg/read?siteMsgId=${owner.messageIds[0]}`,
      other.headers,
    );
    expect(body).toMatchObject({ code: '40400', msg: '消息不存在' });
    expect((await get('/volunteer/sitemsg/list', other.headers)).data.total).toBe(0);
    expect((await get('/volunteer/sitemsg/read?all=1', other.headers)).data.updated).toBe(0);
    expect((await get('/volunteer/sitemsg/unreadInfo', owner.headers)).data.unread).toBe(3);
  });

  it('refuses bad input, a missing token and an organiser token', async () => {
    const v = await signedInVolunteer(app);
    expect((await get('/volunteer/sitemsg/read', v.headers)).msg).toBe('消息编号不能为空');
    expect((await get('/volunteer/sitemsg/read?siteMsgId=abc', v.headers)).msg).toBe(
      '消息编号格式不正确',
    );
    expect((await get('/volunteer/sitemsg/read?siteMsgId=-1', v.headers)).code).toBe('40000');
    expect((await get('/volunteer/sitemsg/read?all=yes', v.headers)).code).toBe('40000');
    expect((await get('/volunteer/sitemsg/list?read=2', v.headers)).msg).toBe(
      '已读状态应为0（未读）或1（已读）',
    );
    expect((await get('/volunteer/sitemsg/list?pageSize=1000', v.headers)).code).toBe('40000');
    expect((await get(`/volunteer/sitemsg/read?siteMsgId=${'9'.repeat(15)}`, v.headers)).code).toBe(
      '40400',
    );
    const anon = await app.inject({ method: 'GET', url: api('/volunteer/sitemsg/unreadInfo') });
    expect(anon.statusCode).toBe(401);
    const org = await signedInOrganiser(app, '广州市青年志愿者协会');
    expect((await get('/volunteer/sitemsg/list', org.headers)).code).toBe('40300');
  });

  it('messages from accept and reject carry the mission id', async () => {
    const org = await signedInOrganiser(app, '广州市青年志愿者协会');
    const { mission, times } = await makeMission(app, {
      districtId: org.districtId,
      quotas: [2],
    });
    const [yes, no] = [await signedInVolunteer(app), await signedInVolunteer(app)];
    const ids: string[] = [];
    for (const v of [yes, no]) {
      const r = await post('/volunteer/mission/accordApply', v.headers, {
        missionId: mission.id,
        timesInfoId: times[0]!.id,
      });
      ids.push(r.data.missionPersonlId);
    }
    await post('/manage/pc/mission/personal/auditMP', org.headers, {
      missionPersonlIds: ids[0],
      action: 'accept',
    });
    await post('/manage/pc/mission/personal/auditMP', org.headers, {
      missionPersonlIds: ids[1],
      action: 'reject',
      reason: '人数已满',
    });
    const accepted = (await get('/volunteer/sitemsg/list', yes.headers)).data.list;
    expect(accepted).toEqual([
      expect.objectContaining({ title: '报名已录用', missionId: String(mission.id), read: false }),
    ]);
    const rejected = (await get('/volunteer/sitemsg/list', no.headers)).data.list;
    expect(rejected).toEqual([
      expect.objectContaining({ title: '报名未录用', missionId: String(mission.id) }),
    ]);
    expect(rejected[0].content).toContain('人数已满');
  });

  it('messages from a waitlist promotion and a mission cancellation carry the mission id', async () => {
    const org = await signedInOrganiser(app, '广州市青年志愿者协会');
    const { mission, times } = await makeMission(app, {
      districtId: org.districtId,
      quotas: [1],
      hasWaitlist: true,
    });
    const [holder, waiting] = [await signedInVolunteer(app), await signedInVolunteer(app)];
    const ids: string[] = [];
    for (const v of [holder, waiting]) {
      const r = await post('/volunteer/mission/accordApply', v.headers, {
        missionId: mission.id,
        timesInfoId: times[0]!.id,
      });
      ids.push(r.data.missionPersonlId);
    }
    await get(`/volunteer/mission/cancelApplyMission?missionPersonlId=${ids[0]}`, holder.headers);
    const promoted = (await get('/volunteer/sitemsg/list', waiting.headers)).data.list;
    expect(promoted).toEqual([
      expect.objectContaining({ title: '候补成功', missionId: String(mission.id) }),
    ]);
    await post('/manage/pc/mission/cancelMission', org.headers, { missionId: mission.id });
    const cancelled = (await get('/volunteer/sitemsg/list', waiting.headers)).data.list;
    expect(cancelled[0]).toMatchObject({ title: '活动取消通知', missionId: String(mission.id) });
  });
});
