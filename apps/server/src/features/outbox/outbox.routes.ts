import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { outboxListQuerySchema, outboxPageSchema } from '@zyz/domain';
import { bearerSecurity } from '../../lib/route-schemas';
import { callerOf } from '../../kernel';

export const outboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const outbox = app.services.outboxList;
  app.get('/manage/pc/outbox/list', {
    schema: {
      tags: ['manage'],
      summary: '短信/邮件发件箱（仅省级联合会管理员）',
      security: bearerSecurity,
      querystring: outboxListQuerySchema,
      response: { 200: outboxPageSchema },
    },
    onRequest: app.requireOrg,
    handler: async (request) => outbox.list(callerOf(request), request.query),
  });
};
