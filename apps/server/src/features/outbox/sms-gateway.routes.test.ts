import { Writable } from 'node:stream';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { maskMobile } from '@zyz/domain';
import { api, createTestApp, loggerOptions, type App } from '../../../test/test-app';
import { uniqueIp, uniqueMobile } from '../../../test/factories';
import { ageCodes } from '../../../test/codes';
import { testConfig } from '../../../test/test-env';
import { emailOutbox } from '../../db/schema/index';
import { consumeVerifyCode } from '../verify-code';
import { fakeSmsConfig, startFakeAliyunSms, type FakeAliyunSms } from './fake-aliyun-sms.test-kit';

/** The app with 阿里云短信 configured, aimed at a fake of its API; the log kept for reading. */
let fake: FakeAliyunSms;
let app: App;
const lines: string[] = [];
beforeAll(async () => {
  fake = await startFakeAliyunSms();
  const stream = new Writable({
    write(chunk, _enc, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const sms = fakeSmsConfig(fake, { timeoutMs: 400 });
  app = await createTestApp(
    { sms },
    {
      ...(loggerOptions(testConfig()) as object),
      level: 'info',
      stream,
    },
  );
});
afterAll(async () => {
  await app.close();
  await fake.close();
});
beforeEach(() => fake.answerNext());

const askCode = (mobile: string) =>
  app
    .inject({
      method: 'POST',
      url: api('/open/verifycode/sendCodeToMobile'),
      payload: { mobile },
      remoteAddress: uniqueIp(),
    })
    .then((r) => ({ status: r.statusCode, ...(r.json() as { code: string; msg: string }) }));

const rowsTo = (mobile: string) =>
  app.deps.db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.toAddress, mobile))
    .orderBy(desc(emailOutbox.id));

const to = (mobile: string) => fake.received.filter((r) => r.phone === mobile);
const codeGotBy = (mobile: string) => to(mobile).at(-1)!.templateParam!.code!;
const consume = (mobile: string, code: string) =>
  consumeVerifyCode(app.deps, { channel: 'sms', target: mobile, purpose: 'register', code }).then(
    () => 'ok',
    (err: Error) => err.message,
  );

describe('a verification code through the SMS gateway', () => {
  it('goes as the code template with the code as its variable, and the outbox keeps it blanked', async () => {
    const mobile = uniqueMobile();
    expect(await askCode(mobile)).toMatchObject({ status: 200, code: '1' });
    expect(to(mobile)).toEqual([
      {
        phone: mobile,
        signName: '广东志愿者',
        templateCode: 'SMS_VERIFY',
        templateParam: { code: expect.stringMatching(/^\d{6}$/) },
        signatureValid: true,
      },
    ]);
    const code = codeGotBy(mobile);
    const [row] = await rowsTo(mobile);
    expect(row).toMatchObject({ channel: 'sms', status: 'sent', attempts: 1, lastError: null });
    expect(row!.providerRef).toMatch(/^biz-\d+$/);
    expect(row!.body).toContain('验证码：******');
    expect(JSON.stringify(row)).not.toContain(code);
    expect(await consume(mobile, code)).toBe('ok');
    // The log says who (masked) and the provider's id, never the code or the whole number.
    const log = lines.join('');
    expect(log).toContain(maskMobile(mobile));
    expect(log).not.toContain(mobile);
    expect(log).not.toMatch(new RegExp(`(?<!\\d)${code}(?!\\d)`));
  });

  it('tries again after a provider hiccup and sends the code', async () => {
    const mobile = uniqueMobile();
    fake.answerNext({ status: 503 }, 'hang');
    expect(await askCode(mobile)).toMatchObject({ code: '1' });
    expect(to(mobile)).toHaveLength(3);
    expect(new Set(to(mobile).map((r) => r.templateParam!.code)).size).toBe(1);
    expect((await rowsTo(mobile))[0]).toMatchObject({ status: 'sent', attempts: 3 });
    expect(await consume(mobile, codeGotBy(mobile))).toBe('ok');
  });

  it('reports a provider that keeps failing in Chinese, and counts no code as sent', async () => {
    const mobile = uniqueMobile();
    fake.answerNext({ status: 502 }, { status: 503 }, { status: 500 });
    expect(await askCode(mobile)).toEqual({
      status: 200,
      code: '50000',
      msg: '短信服务暂时不可用，请稍后再试',
      data: null,
    });
    expect(to(mobile)).toHaveLength(3);
    expect((await rowsTo(mobile))[0]).toMatchObject({
      status: 'failed',
      attempts: 3,
      lastError: 'HTTP 500',
      providerRef: null,
    });
    // The code that never arrived is not one: no typing it, no 60-second wait for the next.
    expect(await consume(mobile, codeGotBy(mobile))).toBe('验证码错误或已失效');
    expect(await askCode(mobile)).toMatchObject({ code: '1' });
  });

  it('shows the person the provider’s refusal in Chinese, without trying again', async () => {
    const limited = uniqueMobile();
    fake.answerNext({ code: 'isv.BUSINESS_LIMIT_CONTROL', message: '触发分钟级流控Permits:1' });
    expect(await askCode(limited)).toMatchObject({
      status: 200,
      code: '42900',
      msg: '短信发送过于频繁，请稍后再试',
    });
    expect(to(limited)).toHaveLength(1);
    expect((await rowsTo(limited))[0]).toMatchObject({
      status: 'failed',
      attempts: 1,
      lastError: 'isv.BUSINESS_LIMIT_CONTROL: 触发分钟级流控Permits:1',
    });

    const unreachable = uniqueMobile();
    fake.answerNext({ code: 'isv.MOBILE_NUMBER_ILLEGAL', message: '非法手机号' });
    expect(await askCode(unreachable)).toMatchObject({
      code: '40000',
      msg: '手机号码无法接收短信，请确认号码是否正确',
    });
  });

  it('keeps the code sent before valid when the next one fails', async () => {
    const mobile = uniqueMobile();
    expect(await askCode(mobile)).toMatchObject({ code: '1' });
    const first = codeGotBy(mobile);
    await ageCodes(app, { channel: 'sms', target: mobile }, 61);
    fake.answerNext({ code: 'isv.BUSINESS_LIMIT_CONTROL', message: '触发小时级流控' });
    expect((await askCode(mobile)).code).toBe('42900');
    expect(await consume(mobile, first)).toBe('ok');
  });
});

describe('a notice through the SMS gateway', () => {
  it('goes as its own template with its variables', async () => {
    const mobile = uniqueMobile();
    await app.services.outbox.send({
      channel: 'sms',
      to: mobile,
      text: '【广东志愿者】您的志愿者账号已更换绑定手机号为139****0000。',
      template: { kind: 'mobileChanged', params: { mobile: '139****0000' } },
    });
    expect(to(mobile)).toMatchObject([
      { templateCode: 'SMS_MOBILE_CHANGED', templateParam: { mobile: '139****0000' } },
    ]);
    expect((await rowsTo(mobile))[0]).toMatchObject({
      status: 'sent',
      body: '【广东志愿者】您的志愿者账号已更换绑定手机号为139****0000。',
    });
  });
});
