import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dashboardQuerySchema, dashboardSchema } from '@zyz/domain';
import { bearerSecurity } from '../../lib/route-schemas';
import { contextOf } from '../../lib/request-context';
import { callerOf } from '../../kernel';

const manage = { tags: ['manage-dashboard'], security: bearerSecurity };

export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.dashboard;

  app.get('/manage/pc/dashboard/statistics', {
    schema: {
      ...manage,
      summary: '工作台统计：本组织及下级的志愿者、活动、服务时长（按月、按下级组织）',
      querystring: dashboardQuerySchema,
      response: { 200: dashboardSchema },
    },
    onRequest: app.requireOrg,
    handler: (request) => service.statistics(callerOf(request), request.query),
  });

  app.get('/manage/pc/dashboard/export', {
    schema: {
      ...manage,
      summary: '导出工作台统计（.xlsx）',
      querystring: dashboardQuerySchema,
    },
    config: { envelope: false },
    onRequest: app.requireOrg,
    handler: async (request, reply) => {
      const file = await service.exportFile(callerOf(request), request.query, contextOf(request));
      return reply
        .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header(
          'content-disposition',
          `attachment; filename="dashboard.xlsx"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
        )
        .send(file.body);
    },
  });
};
