import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import nodemailer, { type SendMailOptions } from 'nodemailer';
import { type App, createTestApp } from '../../../test/test-app';
import { emailOutbox } from '../../db/schema/index';
import { makeVolunteer } from '../../../test/factories';
import { deliverQueuedEmails, queueEmails } from './email-outbox';

let app: App;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

/**
 * Each test queues mails due at its own instant in 2001 and delivers "as of" that instant, so
 * mails queued for real (due now, by other tests on a shared PostgreSQL) are never touched.
 */
async function queued(count: number, dueAt: Date) {
  const v = await makeVolunteer(app);
  // Addresses unique to this call: on the shared PostgreSQL database other mails may go too.
  const tag = `v${v.id}`;
  await queueEmails(
    app.deps.db,
    Array.from({ length: count }, (_, i) => ({
      volunteerId: v.id,
      toAddress: `${tag}-${i}@example.com`,
      subject: `活动提醒：测试${i}`,
      body: '明天见',
    })),
  );
  await app.deps.db
    .update(emailOutbox)
    .set({ nextAttemptAt: dueAt })
    .where(eq(emailOutbox.volunteerId, v.id));
  return app.deps.db.select().from(emailOutbox).where(eq(emailOutbox.volunteerId, v.id));
}

const rowsOf = (ids: number[]) =>
  app.deps.db.select().from(emailOutbox).where(inArray(emailOutbox.id, ids));

describe('e-mail outbox', () => {
  it('sends due mails through the transport and marks them sent', async () => {
    const now = new Date('2001-01-10T02:00:00Z');
    const rows = await queued(3, now);
    const isMine = (to: string) => rows.some((r) => r.toAddress === to);
    const transport = nodemailer.createTransport({ jsonTransport: true });
    const sent: string[] = [];
    const original = transport.sendMail.bind(transport);
    // Observe what went out; the transport itself is nodemailer's real JSON transport.
    transport.sendMail = (async (mail: SendMailOptions) => {
      sent.push(String(mail.to));
      return original(mail);
    }) as typeof transport.sendMail;
    await deliverQueuedEmails(app.deps.db, transport, '志愿服务平台 <noreply@example.com>', now);
    const after = await rowsOf(rows.map((r) => r.id));
    expect(after.map((r) => r.status)).toEqual(['sent', 'sent', 'sent']);
    expect(after.every((r) => r.sentAt !== null && r.attempts === 1)).toBe(true);
    expect(sent.filter(isMine).sort()).toEqual(rows.map((r) => r.toAddress).sort());
    // Nothing is sent twice.
    sent.length = 0;
    await deliverQueuedEmails(app.deps.db, transport, 'noreply@example.com', now);
    expect(sent.filter(isMine)).toEqual([]);
  });

  it('keeps a mail queued with the error when the server refuses, and gives up after five tries', async () => {
    let now = new Date('2001-02-10T02:00:00Z');
    const [row] = await queued(1, now);
    const refused = nodemailer.createTransport({
      host: '127.0.0.1',
      port: 1,
      connectionTimeout: 1000,
    });
    await deliverQueuedEmails(app.deps.db, refused, 'noreply@example.com', now);
    let [after] = await rowsOf([row!.id]);
    expect(after).toMatchObject({ status: 'queued', attempts: 1 });
    expect(after!.lastError).toBeTruthy();
    expect(after!.nextAttemptAt.getTime()).toBeGreaterThan(now.getTime());
    // Not due again until its back-off has passed.
    await deliverQueuedEmails(app.deps.db, refused, 'noreply@example.com', now);
    expect((await rowsOf([row!.id]))[0]!.attempts).toBe(1);
    for (let i = 0; i < 4; i++) {
      now = new Date(after!.nextAttemptAt.getTime());
      await deliverQueuedEmails(app.deps.db, refused, 'noreply@example.com', now);
      [after] = await rowsOf([row!.id]);
    }
    expect(after).toMatchObject({ status: 'failed', attempts: 5 });
  });

  it('leaves mails not yet due in the queue', async () => {
    const later = new Date('2001-03-10T02:00:00Z');
    const rows = await queued(1, later);
    const transport = nodemailer.createTransport({ jsonTransport: true });
    await deliverQueuedEmails(
      app.deps.db,
      transport,
      'noreply@example.com',
      new Date(later.getTime() - 1),
    );
    expect((await rowsOf([rows[0]!.id]))[0]).toMatchObject({ status: 'queued', attempts: 0 });
  });
});
