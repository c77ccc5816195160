import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { type App, createTestApp } from '../../../test/test-app';
import { emailOutbox } from '../../db/schema/index';
import { latestDeliveredTo } from '../../../test/codes';
import { clock } from '../../kernel';

let app: App;
let smtpApp: App;
beforeAll(async () => {
  app = await createTestApp();
  // Nothing listens on port 1: the SMTP sender's delivery fails and must leave the mail queued.
  smtpApp = await createTestApp({ smtpUrl: 'smtp://127.0.0.1:1', mailFrom: 'noreply@example.com' });
});
afterAll(async () => {
  await app.close();
  await smtpApp.close();
});

const rowsTo = (a: App, to: string) =>
  a.deps.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, to));

describe('the outbox', () => {
  it('keeps an SMS in the development outbox without a subject', async () => {
    const to = `139${String(clock.nowMs()).slice(-8)}`;
    await app.services.outbox.send({
      channel: 'sms',
      to,
      text: '您的组织已通过审核',
      template: { kind: 'mobileUnbound', params: {} },
    });
    expect(await rowsTo(app, to)).toMatchObject([
      { channel: 'sms', subject: null, body: '您的组织已通过审核', status: 'logged' },
    ]);
  });

  it('keeps a secret out of the outbox and gives it to the recipient alone', async () => {
    const to = `137${String(clock.nowMs()).slice(-8)}`;
    const text = '【广东志愿者】您正在找回密码，验证码：031415，5分钟内有效。';
    await app.services.outbox.send({
      channel: 'sms',
      to,
      text,
      secret: '031415',
      template: { kind: 'verifyCode', params: { code: '031415' } },
    });
    expect(await rowsTo(app, to)).toMatchObject([
      { body: '【广东志愿者】您正在找回密码，验证码：******，5分钟内有效。', status: 'logged' },
    ]);
    expect(await latestDeliveredTo(app, to)).toBe(text);
  });

  it('keeps an e-mail in the development outbox when no SMTP is configured', async () => {
    const to = `dev${clock.nowMs()}@example.com`;
    await app.services.outbox.send({ channel: 'email', to, text: '正文' });
    expect(await rowsTo(app, to)).toMatchObject([
      { channel: 'email', subject: '志愿服务平台通知', status: 'logged' },
    ]);
  });

  it('queues an e-mail for SMTP and tries it at once, keeping it for a retry on failure', async () => {
    const to = `smtp${clock.nowMs()}@example.com`;
    await smtpApp.services.outbox.send({
      channel: 'email',
      to,
      subject: '审核结果',
      text: '已通过',
    });
    let rows = await rowsTo(smtpApp, to);
    for (let i = 0; i < 50 && rows[0]?.attempts === 0; i++) {
      await new Promise((r) => setTimeout(r, 100));
      rows = await rowsTo(smtpApp, to);
    }
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ channel: 'email', subject: '审核结果', attempts: 1 });
    // Either still being sent or back in the queue with the error; never lost, never 'sent'.
    for (let i = 0; i < 50 && rows[0]!.lastError === null; i++) {
      await new Promise((r) => setTimeout(r, 100));
      rows = await rowsTo(smtpApp, to);
    }
    expect(rows[0]).toMatchObject({ status: 'queued' });
    expect(rows[0]!.lastError).toBeTruthy();
  });

  it('sends a mail with a secret at once and keeps it blanked, never queued for a retry', async () => {
    const to = `code${clock.nowMs()}@example.com`;
    await smtpApp.services.outbox.send({
      channel: 'email',
      to,
      subject: '验证码：更换邮箱',
      text: '验证码：271828，5分钟内有效。',
      secret: '271828',
    });
    let rows = await rowsTo(smtpApp, to);
    expect(rows).toMatchObject([{ body: '验证码：******，5分钟内有效。', attempts: 1 }]);
    for (let i = 0; i < 50 && rows[0]!.status === 'sending'; i++) {
      await new Promise((r) => setTimeout(r, 100));
      rows = await rowsTo(smtpApp, to);
    }
    // Nothing listens: the one try failed, and the queue cannot send what it does not hold.
    expect(rows[0]).toMatchObject({ status: 'failed', body: '验证码：******，5分钟内有效。' });
    expect(rows[0]!.lastError).toBeTruthy();
  });
});
