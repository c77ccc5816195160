import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditListQuerySchema, auditListRowSchema, pageSchema } from '@zyz/domain';
import { bearerSecurity } from '../../lib/route-schemas';
import { callerOf } from '../../kernel';

export const auditListRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.auditList;

  app.get('/manage/pc/audit/list', {
    schema: {
      tags: ['manage-audit'],
      security: bearerSecurity,
      summary: '审计日志：本组织（联合会含下级）的敏感操作，按操作人、操作类型、日期筛选',
      querystring: auditListQuerySchema,
      response: { 200: pageSchema(auditListRowSchema) },
    },
    onRequest: app.requireOrg,
    handler: (request) => service.list(callerOf(request), request.query),
  });
};
