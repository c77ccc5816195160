import fp from 'fastify-plugin';
import { z } from 'zod';
import { BizCode } from '@zyz/domain';
import { BizError } from '../lib/biz-error';
import { clock } from '../kernel';

const advanceBody = z.object({
  advanceSeconds: z.coerce
    .number({ error: '前进秒数须为数字' })
    .int({ error: '前进秒数须为整数' })
    .positive({ error: '时钟只能向前走' })
    .max(366 * 86_400, { error: '一次最多前进一年' }),
});

/**
 * The platform's clock for a test run (TEST_NOW): read it, or step it forward instead of
 * waiting in real time (a resend cool-down, a notice period). Registered only when the server
 * started with TEST_NOW, which the configuration refuses in production; hidden from the API
 * documents, outside the API prefix and its envelope.
 */
export const testClockPlugin = fp(
  async (app) => {
    if (!app.deps.config.testNow) return;
    app.get('/__test__/clock', {
      schema: { hide: true },
      config: { envelope: false },
      handler: async () => ({ now: clock.now().toISOString() }),
    });
    app.post('/__test__/clock', {
      schema: { hide: true },
      config: { envelope: false },
      handler: async (request) => {
        const parsed = advanceBody.safeParse(request.body ?? {});
        if (!parsed.success)
          throw new BizError(BizCode.InvalidInput, parsed.error.issues[0]?.message ?? '参数错误');
        clock.advance(parsed.data.advanceSeconds * 1000);
        request.log.warn({ now: clock.now() }, '测试时钟已前进');
        return { now: clock.now().toISOString() };
      },
    });
  },
  { name: 'test-clock' },
);
