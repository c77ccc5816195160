import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { SmsConfig } from '../../sms-config';

/**
 * A stand-in for 阿里云短信's SendSms HTTP API on 127.0.0.1, port 0. It checks what the real
 * one checks (the HMAC-SHA1 signature, a fresh timestamp and nonce, the parameters) and answers
 * as it would: success, a refusal, a 5xx, or nothing at all (a timeout).
 */
export type FakeAnswer = 'ok' | 'hang' | { status: number } | { code: string; message: string };

export interface ReceivedSms {
  phone: string;
  signName: string;
  templateCode: string;
  templateParam: Record<string, string> | null;
  signatureValid: boolean;
}

export const fakeAccessKey = { id: 'LTAI-fake-id', secret: 'fake-secret' };

// Written independently of the adapter, from the provider's documentation.
const rfc3986 = (s: string) =>
  encodeURIComponent(s)
    .replace(/!/g, '%21')
    .replace(/'/g, '%27')
    .replace(/\(/g, '%28')
    .replace(/\)/g, '%29')
    .replace(/\*/g, '%2A');

function isSignedRight(form: URLSearchParams): boolean {
  const pairs = [...form.entries()].filter(([k]) => k !== 'Signature');
  pairs.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const canonical = pairs.map(([k, v]) => `${rfc3986(k)}=${rfc3986(v)}`).join('&');
  const expected = createHmac('sha1', `${fakeAccessKey.secret}&`)
    .update(`POST&%2F&${rfc3986(canonical)}`)
    .digest('base64');
  return form.get('Signature') === expected;
}

const isFresh = (timestamp: string | null) =>
  timestamp !== null &&
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/.test(timestamp) &&
  Math.abs(Date.parse(timestamp) - Date.now()) < 15 * 60_000;

async function formOf(req: IncomingMessage) {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

function reply(res: ServerResponse, status: number, body: object) {
  res.writeHead(status, { 'content-type': 'application/json;charset=utf-8' });
  res.end(JSON.stringify(body));
}

export async function startFakeAliyunSms() {
  const received: ReceivedSms[] = [];
  const script: FakeAnswer[] = [];
  const nonces = new Set<string>();
  const hanging = new Set<ServerResponse>();
  let served = 0;

  const server = createServer((req, res) => {
    void formOf(req).then((form) => {
      const nonce = form.get('SignatureNonce') ?? '';
      const wellFormed =
        req.method === 'POST' &&
        form.get('Action') === 'SendSms' &&
        form.get('Version') === '2017-05-25' &&
        form.get('SignatureMethod') === 'HMAC-SHA1' &&
        form.get('SignatureVersion') === '1.0' &&
        form.get('AccessKeyId') === fakeAccessKey.id &&
        isFresh(form.get('Timestamp')) &&
        nonce !== '' &&
        !nonces.has(nonce);
      nonces.add(nonce);
      const param = form.get('TemplateParam');
      received.push({
        phone: form.get('PhoneNumbers') ?? '',
        signName: form.get('SignName') ?? '',
        templateCode: form.get('TemplateCode') ?? '',
        templateParam: param ? (JSON.parse(param) as Record<string, string>) : null,
        signatureValid: wellFormed && isSignedRight(form),
      });
      if (!received.at(-1)!.signatureValid)
        return reply(res, 400, {
          Code: 'SignatureDoesNotMatch',
          Message: 'Specified signature is not matched',
        });
      const answer = script.shift() ?? 'ok';
      if (answer === 'hang') return void hanging.add(res);
      if (answer === 'ok')
        return reply(res, 200, {
          Code: 'OK',
          Message: 'OK',
          BizId: `biz-${++served}`,
          RequestId: 'r',
        });
      if ('status' in answer) return reply(res, answer.status, { Code: 'ServiceUnavailable' });
      return reply(res, 200, { Code: answer.code, Message: answer.message, RequestId: 'r' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}/`,
    received,
    /** The answers to give next, in order; 'ok' once they run out. */
    answerNext(...answers: FakeAnswer[]) {
      script.splice(0, script.length, ...answers);
    },
    async close() {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type FakeAliyunSms = Awaited<ReturnType<typeof startFakeAliyunSms>>;

/** Gateway settings aimed at the fake, with a template code per kind. */
export function fakeSmsConfig(fake: FakeAliyunSms, tuning: Partial<SmsConfig> = {}): SmsConfig {
  return {
    provider: 'aliyun',
    accessKeyId: fakeAccessKey.id,
    accessKeySecret: fakeAccessKey.secret,
    signName: '广东志愿者',
    endpoint: fake.url,
    templates: {
      verifyCode: 'SMS_VERIFY',
      orgSubmitted: 'SMS_ORG_SUBMITTED',
      orgApproved: 'SMS_ORG_APPROVED',
      orgRejected: 'SMS_ORG_REJECTED',
      mobileChanged: 'SMS_MOBILE_CHANGED',
      mobileUnbound: 'SMS_MOBILE_UNBOUND',
    },
    timeoutMs: 2_000,
    attempts: 3,
    ...tuning,
  };
}
