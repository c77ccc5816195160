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
  // A developer's log is pasted into chats and tickets as readily as a server's: the code is
  // read in DEV_INBOX_FILE, never in the log (outbox-pii.routes.test.ts covers production).
  it.each(['development', 'test'])(
    'shows neither the code nor the full mobile under NODE_ENV=%s',
    async (nodeEnv) => {
      const { log, mobile, code } = await logOfCodeSent(nodeEnv);
      expect(log).toContain('开发发件箱：消息未外发');
      expect(log).toContain(maskMobile(mobile));
      expect(log).not.toContain(mobile);
      expect(log).not.toMatch(new RegExp(`(?<!\\d)${code}(?!\\d)`));
    },
  );
});
