import { Writable } from 'node:stream';
import Fastify from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { envelopePlugin } from './envelope';
import { errorHandlerPlugin, unshowableAnswerMessage, validationMessage } from './error-handler';

describe('validation messages', () => {
  it('keeps the schema’s Chinese message, which names the field', () => {
    expect(validationMessage([{ instancePath: '/password', message: '密码不能为空' }])).toBe(
      '密码不能为空',
    );
  });

  it('names the parameter when the message is zod’s English default', () => {
    expect(
      validationMessage([{ instancePath: '/pageSize', message: 'Invalid input: expected number' }]),
    ).toBe('参数 pageSize 格式不正确');
    expect(validationMessage([{ instancePath: '/a/0', message: 'Invalid' }])).toBe(
      '参数 a.0 格式不正确',
    );
  });

  it('speaks of the whole request when no field is at fault', () => {
    expect(
      validationMessage([{ instancePath: '/', message: 'Invalid input: expected object' }]),
    ).toBe('请求参数格式不正确');
  });
});

describe('an answer that does not fit its response schema', () => {
  // A reviewer's masked mobile against a schema that demands a full one: the bug that kept
  // the console's bank-card review on a skeleton.
  async function appWithMismatchedAnswer(lines: Record<string, unknown>[]) {
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(JSON.parse(String(chunk)) as Record<string, unknown>);
        done();
      },
    });
    const app = Fastify({ logger: { level: 'error', stream } }).withTypeProvider<ZodTypeProvider>();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    await app.register(errorHandlerPlugin);
    await app.register(envelopePlugin);
    app.get('/v2/api/gdzyz/contact/:id', {
      schema: {
        params: z.object({ id: z.string() }),
        response: { 200: z.object({ mobile: z.string().regex(/^1\d{10}$/, '手机号格式不正确') }) },
      },
      handler: async () => ({ mobile: '139****4455' }),
    });
    return app;
  }

  it('answers the envelope with a Chinese message and a fault code', async () => {
    const app = await appWithMismatchedAnswer([]);
    const res = await app.inject({ method: 'GET', url: '/v2/api/gdzyz/contact/7' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ code: '50000', msg: unshowableAnswerMessage, data: null });
    await app.close();
  });

  it('logs the route and the fields at fault, not their values', async () => {
    const lines: Record<string, unknown>[] = [];
    const app = await appWithMismatchedAnswer(lines);
    await app.inject({ method: 'GET', url: '/v2/api/gdzyz/contact/7?from=list' });
    expect(lines.filter((l) => l.level === 50)).toEqual([
      expect.objectContaining({
        route: 'GET /v2/api/gdzyz/contact/:id',
        issues: ['data.mobile: 手机号格式不正确'],
      }),
    ]);
    expect(JSON.stringify(lines)).not.toContain('4455');
    await app.close();
  });
});
