import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { type App, createTestApp } from '../../../test/test-app';
import {
  emailOutbox,
  missionApplications,
  missionTimes,
  missions,
  siteMessages,
  volunteers,
} from '../../db/schema/index';
import { makeMission, makeVolunteer } from '../../../test/factories';
import { sendDueReminders } from './reminder.job';

let app: App;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const hour = 3_600_000;
/**
 * Each test runs the job at its own instant in 2030, far from any other test's shifts (the
 * PostgreSQL run shares one database). 02:00Z is 10:00 in China, so the next China day runs
 * from 16:00Z the same day to 16:00Z the day after.
 */
const at = (iso: string) => new Date(iso);

/** A shift starting at `start` with an application of a new volunteer in `state`. */
async function shiftWith(start: Date, state = 'accepted', email: string | null = null) {
  const { mission, times } = await makeMission(app, { subject: `提醒测试${start.getTime()}` });
  const time = times[0]!;
  await app.deps.db
    .update(missionTimes)
    .set({ startTime: start, endTime: new Date(start.getTime() + 3 * hour) })
    .where(eq(missionTimes.id, time.id));
  const v = await makeVolunteer(app);
  if (email) await app.deps.db.update(volunteers).set({ email }).where(eq(volunteers.id, v.id));
  const [application] = await app.deps.db
    .insert(missionApplications)
    .values({ missionId: mission.id, timeId: time.id, volunteerId: v.id, state })
    .returning();
  return { mission, volunteerId: v.id, applicationId: application!.id };
}

const messagesOf = (volunteerId: number) =>
  app.deps.db.select().from(siteMessages).where(eq(siteMessages.volunteerId, volunteerId));
const mailsOf = (volunteerId: number) =>
  app.deps.db.select().from(emailOutbox).where(eq(emailOutbox.volunteerId, volunteerId));

describe('day-before reminders', () => {
  it('reminds an accepted shift of the next China day once, naming mission, time and place', async () => {
    const now = at('2030-03-10T02:00:00Z');
    // 09:00–12:00 China time on 11 March.
    const due = await shiftWith(at('2030-03-11T01:00:00Z'));
    expect(
      await sendDueReminders(app.deps.db, app.services.siteMessages, now),
    ).toBeGreaterThanOrEqual(1);
    const messages = await messagesOf(due.volunteerId);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ title: '活动提醒', missionId: due.mission.id });
    expect(messages[0]!.content).toBe(
      `您报名的活动「${due.mission.subject}」将于明天（3月11日 09:00–12:00）进行，地点：广州市天河区天河路385号。请合理安排时间，准时参加。`,
    );
    const [row] = await app.deps.db
      .select()
      .from(missionApplications)
      .where(eq(missionApplications.id, due.applicationId));
    expect(row!.remindedAt).toEqual(now);

    // Ten minutes later the job runs again: nothing new for this shift.
    await sendDueReminders(
      app.deps.db,
      app.services.siteMessages,
      new Date(now.getTime() + 10 * 60_000),
    );
    expect(await messagesOf(due.volunteerId)).toHaveLength(1);
    // No e-mail bound, no mail queued.
    expect(await mailsOf(due.volunteerId)).toHaveLength(0);
  });

  it('leaves pending applications and shifts of today or the day after tomorrow alone', async () => {
    const now = at('2030-04-10T02:00:00Z');
    const pending = await shiftWith(at('2030-04-11T01:00:00Z'), 'pending');
    const waitlisted = await shiftWith(at('2030-04-11T01:00:00Z'), 'waitlisted');
    // 23:59 China time today, and 00:00 China time the day after tomorrow.
    const today = await shiftWith(at('2030-04-10T15:59:00Z'));
    const dayAfter = await shiftWith(at('2030-04-11T16:00:00Z'));
    // 00:00 China time tomorrow is tomorrow.
    const midnight = await shiftWith(at('2030-04-10T16:00:00Z'));
    await sendDueReminders(app.deps.db, app.services.siteMessages, now);
    for (const quiet of [pending, waitlisted, today, dayAfter])
      expect(await messagesOf(quiet.volunteerId)).toHaveLength(0);
    expect(await messagesOf(midnight.volunteerId)).toHaveLength(1);
  });

  it('queues an e-mail when the volunteer bound an address', async () => {
    const now = at('2030-05-10T02:00:00Z');
    const due = await shiftWith(at('2030-05-11T06:30:00Z'), 'accepted', 'volunteer@example.com');
    await sendDueReminders(app.deps.db, app.services.siteMessages, now);
    const mails = await mailsOf(due.volunteerId);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      toAddress: 'volunteer@example.com',
      subject: `活动提醒：${due.mission.subject}`,
      status: 'queued',
      attempts: 0,
    });
    expect(mails[0]!.body).toContain('5月11日 14:30–17:30');
    expect(mails[0]!.body).toContain('测试志愿者，您好');
  });

  it('sends each reminder once when two instances run at the same moment', async () => {
    const now = at('2030-06-10T02:00:00Z');
    const shifts = [];
    for (let i = 0; i < 5; i++)
      shifts.push(await shiftWith(at('2030-06-11T01:00:00Z'), 'accepted', `v${i}@example.com`));
    const [a, b] = await Promise.all([
      sendDueReminders(app.deps.db, app.services.siteMessages, now),
      sendDueReminders(app.deps.db, app.services.siteMessages, now),
    ]);
    expect(a + b).toBeGreaterThanOrEqual(5);
    const ids = shifts.map((s) => s.volunteerId);
    const messages = await app.deps.db
      .select()
      .from(siteMessages)
      .where(inArray(siteMessages.volunteerId, ids));
    expect(messages).toHaveLength(5);
    const mails = await app.deps.db
      .select()
      .from(emailOutbox)
      .where(inArray(emailOutbox.volunteerId, ids));
    expect(mails).toHaveLength(5);
  });

  it('skips a cancelled mission', async () => {
    const now = at('2030-07-10T02:00:00Z');
    const due = await shiftWith(at('2030-07-11T01:00:00Z'));
    await app.deps.db
      .update(missions)
      .set({ status: 'cancelled' })
      .where(eq(missions.id, due.mission.id));
    await sendDueReminders(app.deps.db, app.services.siteMessages, now);
    expect(await messagesOf(due.volunteerId)).toHaveLength(0);
  });
});
