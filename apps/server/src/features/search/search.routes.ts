import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { globalSearchQuerySchema, globalSearchSchema } from '@zyz/domain';

export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.search;

  app.get('/home/search/all', {
    schema: {
      tags: ['home'],
      summary: '全站搜索：活动、组织、文章各取前5条及总数',
      querystring: globalSearchQuerySchema,
      response: { 200: globalSearchSchema },
    },
    handler: (request) => service.searchAll(request.query.keyword),
  });
};
