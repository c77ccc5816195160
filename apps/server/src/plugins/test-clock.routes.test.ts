import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app';
import { createTestApp } from '../../test/test-app';
import { clock } from '../kernel';

describe('the test clock route', () => {
  let app: App;
  let plain: App;
  const offsetBefore = clock.offsetMs();
  beforeAll(async () => {
    app = await createTestApp({ testNow: new Date('2027-01-01T07:30:00+08:00') });
    plain = await createTestApp({ testNow: null });
  });
  afterAll(async () => {
    clock.setOffsetMs(offsetBefore);
    await Promise.all([app.close(), plain.close()]);
  });

  it('reads the platform clock and steps it forward, never back', async () => {
    const read = await app.inject({ method: 'GET', url: '/__test__/clock' });
    const before = Date.parse(read.json<{ now: string }>().now);
    expect(Math.abs(before - clock.nowMs())).toBeLessThan(5_000);
    const step = await app.inject({
      method: 'POST',
      url: '/__test__/clock',
      payload: { advanceSeconds: 61 },
    });
    expect(Date.parse(step.json<{ now: string }>().now) - before).toBeGreaterThanOrEqual(61_000);
    for (const advanceSeconds of [-5, 0, 'abc', 400 * 86_400]) {
      const bad = await app.inject({
        method: 'POST',
        url: '/__test__/clock',
        payload: { advanceSeconds },
      });
      expect(bad.json()).toMatchObject({ code: '40000' });
      expect(bad.json<{ msg: string }>().msg).toMatch(/[秒前年]/);
    }
    expect(clock.nowMs() - before).toBeLessThan(61_000 + 5_000);
  });

  it('does not exist on a server started without TEST_NOW', async () => {
    const res = await plain.inject({ method: 'POST', url: '/__test__/clock', payload: {} });
    expect(res.statusCode).toBe(404);
  });
});
