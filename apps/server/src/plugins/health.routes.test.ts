import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../app';
import { createTestApp } from '../../test/test-app';

let app: App;
beforeAll(async () => {
  // A ceiling of one API request a minute: the balancer's checks must not be counted against it.
  app = await createTestApp({ rateLimitPerMinute: 1 });
});
afterAll(() => app.close());

it('answers the balancer’s check with a plain ok, outside the per-IP request ceiling', async () => {
  for (let i = 0; i < 3; i++) {
    const res = await app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.body).toBe('ok');
  }
});
