import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { maskMobile } from '@zyz/domain';
import { api, createTestApp, loggerOptions } from '../../../test/test-app';
import { uniqueIp, uniqueMobile } from '../../../test/factories';
import { latestCodeSent } from '../../../test/codes';
import { testConfig } from '../../../test/test-env';

/** Sends a registration code through the development outbox and returns what the log got. */
async function logOfCodeSent(nodeEnv: string) {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const options = loggerOptions(testConfig({ nodeEnv })) as object;
  const app = await createTestApp({ nodeEnv }, { ...options, level: 'info', stream });
  try {
    const mobile = uniqueMobile();
    const res = await app.inject({
      method: 'POST',
      url: api('/open/verifycode/sendCodeToMobile'),
      payload: { mobile },
      remoteAddress: uniqueIp(),
    });
    expect(res.json().code).toBe('1');
    const code = await latestCodeSent(app, mobile);
    // A GET the spec names carries the number in its query string.
    await app.inject({ method: 'GET', url: api(`/open/sendCodeModifyMobile?mobile=${mobile}`) });
    return { log: lines.join(''), mobile, code };
  } finally {
    await app.close();
  }
}

describe('the log of a code sent by the development outbox', () => {
  it('shows neither the code nor the full mobile outside development', async () => {
    const { log, mobile, code } = await logOfCodeSent('test');
    expect(log).toContain('开发发件箱：消息未外发');
    expect(log).toContain(maskMobile(mobile));
    expect(log).not.toContain(mobile);
    expect(log).not.toContain(code);
  });

  it('shows both on a developer’s machine, where the code is needed to sign up', async () => {
    const { log, mobile, code } = await logOfCodeSent('development');
    expect(log).toContain(mobile);
    expect(log).toContain(code);
  });
});
