import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { globalSearchQuerySchema, globalSearchSchema } from '@zyz/domain';
import { createSearchService } from './search.service';

export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createSearchService(app.deps);

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
