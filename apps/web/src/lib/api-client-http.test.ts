import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient, ApiError } from '@zyz/client';

// The client reads the server's words on an HTTP refusal, so a rate limit can say so.
describe('HTTP refusals', () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  it('hands the envelope msg of a 429 to onHttpError and to the thrown error', async () => {
    globalThis.fetch = async () =>
      new Response(JSON.stringify({ code: '42900', msg: '请求过于频繁，请稍后再试', data: null }), {
        status: 429,
        headers: { 'content-type': 'application/json' },
      });
    const onHttpError = vi.fn();
    const client = createApiClient({ getToken: () => null, onHttpError, onBizError: vi.fn() });
    const failure = await client.get('/home/publicity/list').catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).message).toBe('请求过于频繁，请稍后再试');
    expect(onHttpError).toHaveBeenCalledWith(429, '请求过于频繁，请稍后再试');
  });

  it('passes no msg when the body is not an envelope', async () => {
    globalThis.fetch = async () => new Response('<html>502</html>', { status: 502 });
    const onHttpError = vi.fn();
    const client = createApiClient({ getToken: () => null, onHttpError, onBizError: vi.fn() });
    await client.get('/home/publicity/list').catch(() => undefined);
    expect(onHttpError).toHaveBeenCalledWith(502, undefined);
  });
});
