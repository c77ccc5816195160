import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, like } from 'drizzle-orm';
import { type App, api, createTestApp } from '../../../test/test-app';
import {
  auditLog,
  emailOutbox,
  missionMessages,
  siteMessages,
  volunteers,
} from '../../db/schema/index';
import { makeMission, signedInOrganiser, signedInVolunteer } from '../../../test/factories';
import { clock } from '../../kernel';

let app: App;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

type Headers = Record<string, string>;
const post = (path: string, headers: Headers, payload: object) =>
  app.inject({ method: 'POST', url: api(path), headers, payload }).then((r) => r.json());
const get = (path: string, headers: Headers = {}) =>
  app.inject({ method: 'GET', url: api(path), headers }).then((r) => r.json());

/**
 * A mission of 广州市青年志愿者协会 with two shifts: on the first (2 places, waitlist open) one
 * volunteer accepted (with an e-mail), one pending and one waitlisted; on the second one
 * accepted, who also applied for the first.
 */
async function missionWithPeople(districtName = '广州市青年志愿者协会') {
  const org = await signedInOrganiser(app, districtName);
  const { mission, times } = await makeMission(app, {
    districtId: org.districtId,
    quotas: [2, 5],
    hasWaitlist: true,
  });
  const apply = async (v: { headers: Headers }, timeId: number) =>
    (
      await post('/volunteer/mission/accordApply', v.headers, {
        missionId: mission.id,
        timesInfoId: timeId,
      })
    ).data.missionPersonlId as string;
  const accept = (id: string) =>
    post('/manage/pc/mission/personal/auditMP', org.headers, {
      missionPersonlIds: id,
      action: 'accept',
    });
  const [accepted, pending, waitlisted, second] = [
    await signedInVolunteer(app),
    await signedInVolunteer(app),
    await signedInVolunteer(app),
    await signedInVolunteer(app),
  ];
  await app.deps.db
    .update(volunteers)
    .set({ email: 'accepted@example.com', name: '林晓' })
    .where(eq(volunteers.id, accepted.id));
  await accept(await apply(accepted, times[0]!.id));
  await apply(pending, times[0]!.id);
  await apply(waitlisted, times[0]!.id);
  await accept(await apply(second, times[1]!.id));
  await apply(accepted, times[1]!.id);
  return { org, mission, times, people: { accepted, pending, waitlisted, second } };
}

/** The 群发 notices these volunteers got (their review decisions left out). */
const messagesOf = (volunteerIds: number[]) =>
  app.deps.db
    .select()
    .from(siteMessages)
    .where(
      and(inArray(siteMessages.volunteerId, volunteerIds), like(siteMessages.title, '活动通知%')),
    );

describe('群发消息 (messages to a mission or shift)', () => {
  it('tells the accepted volunteers of a shift, by site message and e-mail, and records it', async () => {
    const { org, mission, times, people } = await missionWithPeople();
    const payload = {
      missionId: mission.id,
      timesInfoId: times[0]!.id,
      states: ['accepted'],
      content: '集合地点改到公园南门，请提前10分钟到达。',
    };
    const audience = await get(
      `/manage/pc/mission/message/audience?missionId=${mission.id}&timesInfoId=${times[0]!.id}&states=accepted`,
      org.headers,
    );
    expect(audience.data).toEqual({ recipientCount: 1, emailCount: 1 });
    const sent = await post('/manage/pc/mission/message/send', org.headers, payload);
    expect(sent).toMatchObject({ code: '1', data: { recipientCount: 1, emailCount: 1 } });

    // 我的消息: the mission named in the title and linked by id.
    const inbox = await get('/volunteer/sitemsg/list', people.accepted.headers);
    const notice = inbox.data.list.find((m: { title: string }) => m.title.startsWith('活动通知'));
    expect(notice).toMatchObject({
      title: `活动通知：${mission.subject}`,
      missionId: String(mission.id),
    });
    expect(notice.content).toContain('集合地点改到公园南门');
    expect(await messagesOf([people.pending.id, people.waitlisted.id, people.second.id])).toEqual(
      [],
    );
    const [mail] = await app.deps.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.volunteerId, people.accepted.id));
    expect(mail).toMatchObject({ toAddress: 'accepted@example.com', subject: notice.title });
    expect(mail!.body).toContain('林晓，您好');

    const history = await get(
      `/manage/pc/mission/message/list?missionId=${mission.id}`,
      org.headers,
    );
    expect(history.data.total).toBe(1);
    expect(history.data.list[0]).toMatchObject({
      messageId: sent.data.messageId,
      timesInfoId: String(times[0]!.id),
      shiftStart: times[0]!.startTime.toISOString(),
      states: ['accepted'],
      content: payload.content,
      recipientCount: 1,
      emailCount: 1,
      senderName: '测试组织管理员',
    });
    const [entry] = await app.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'mission.message.send'), eq(auditLog.actorId, org.id)));
    expect(entry).toMatchObject({ districtPath: mission.districtPath });
  });

  it('reaches each volunteer once across the mission, by the states picked', async () => {
    const { org, mission, people } = await missionWithPeople();
    const sent = await post('/manage/pc/mission/message/send', org.headers, {
      missionId: mission.id,
      states: 'accepted,waitlisted,pending',
      content: '活动当天请带好水杯。',
    });
    expect(sent.data).toMatchObject({ recipientCount: 4, emailCount: 1 });
    const all = Object.values(people).map((p) => p.id);
    expect((await messagesOf(all)).length).toBe(4);
    const waitlistOnly = await post('/manage/pc/mission/message/send', org.headers, {
      missionId: mission.id,
      states: ['waitlisted'],
      content: '候补的志愿者请留意递补通知。',
    });
    expect(waitlistOnly.data.recipientCount).toBe(1);
  });

  it('refuses an empty or too long text, no states and nobody to tell, saving nothing', async () => {
    const { org, mission, times, people } = await missionWithPeople();
    const send = (over: object) =>
      post('/manage/pc/mission/message/send', org.headers, {
        missionId: mission.id,
        states: ['accepted'],
        content: '通知',
        ...over,
      });
    expect(await send({ content: '   ' })).toMatchObject({
      code: '40000',
      msg: '消息内容不能为空',
    });
    expect(await send({ content: '长'.repeat(501) })).toMatchObject({
      code: '40000',
      msg: '消息内容不能超过500个字',
    });
    expect(await send({ states: [] })).toMatchObject({
      code: '40000',
      msg: '请选择接收人：已录用、候补中或待审核',
    });
    expect(await send({ states: ['rejected'] })).toMatchObject({ code: '40000' });
    const { times: otherTimes } = await makeMission(app, { districtId: mission.districtId });
    expect(await send({ timesInfoId: otherTimes[0]!.id })).toMatchObject({
      code: '40400',
      msg: '活动时段不存在',
    });
    // The second shift has nobody pending.
    expect(await send({ timesInfoId: times[1]!.id, states: ['waitlisted'] })).toMatchObject({
      code: '40900',
      msg: '没有符合条件的接收人，消息未发送',
    });
    expect((await send({ content: '长'.repeat(500) })).code).toBe('1');
    const kept = await app.deps.db
      .select()
      .from(missionMessages)
      .where(eq(missionMessages.missionId, mission.id));
    expect(kept.length).toBe(1);
    expect(await messagesOf([people.accepted.id])).toHaveLength(1);
  });

  it('lets the federation above send, and refuses another organisation', async () => {
    const { mission } = await missionWithPeople();
    const city = await signedInOrganiser(app, '广州市志愿者联合会');
    const other = await signedInOrganiser(app, '深圳市义工联合会');
    const payload = { missionId: mission.id, states: ['accepted'], content: '市联合会通知。' };
    expect((await post('/manage/pc/mission/message/send', city.headers, payload)).code).toBe('1');
    expect(await post('/manage/pc/mission/message/send', other.headers, payload)).toMatchObject({
      code: '40300',
    });
    expect(
      (await get(`/manage/pc/mission/message/list?missionId=${mission.id}`, other.headers)).code,
    ).toBe('40300');
    const volunteer = await signedInVolunteer(app);
    expect((await post('/manage/pc/mission/message/send', volunteer.headers, payload)).code).toBe(
      '40300',
    );
  });

  it('allows an organisation ten messages an hour, then says when it may send again', async () => {
    const { org, mission } = await missionWithPeople('深圳市义工联合会');
    const send = () =>
      post('/manage/pc/mission/message/send', org.headers, {
        missionId: mission.id,
        states: ['accepted'],
        content: `第${clock.nowMs()}号通知`,
      });
    for (let i = 0; i < 10; i++) expect((await send()).code).toBe('1');
    const refused = await send();
    expect(refused.code).toBe('42900');
    expect(refused.msg).toMatch(/^本组织1小时内最多群发10条消息，请于\d{2}:\d{2}后再试$/);
    const sent = await app.deps.db
      .select()
      .from(missionMessages)
      .where(eq(missionMessages.senderDistrictId, org.districtId));
    expect(sent.length).toBe(10);
    // Once the earliest is more than an hour old, one more may go.
    const earliest = sent.sort((a, b) => a.id - b.id)[0]!;
    await app.deps.db
      .update(missionMessages)
      .set({ createdAt: new Date(clock.nowMs() - 61 * 60_000) })
      .where(eq(missionMessages.id, earliest.id));
    expect((await send()).code).toBe('1');
  });
});
