import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  indexStaticsSchema,
  volunteerRankingQuerySchema,
  volunteerRankingSchema,
} from '@zyz/domain';

export const statisticsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.statistics;

  app.get('/home/index/statics/indexStatics', {
    schema: {
      tags: ['home'],
      summary: '平台统计：注册志愿者、组织、活动、累计服务时长（维护中的计数，不扫描明细）',
      response: { 200: indexStaticsSchema },
    },
    handler: () => service.indexStatics(),
  });

  app.get('/home/index/statics/volunteerRanking', {
    schema: {
      tags: ['home'],
      summary: '志愿者服务时长排行（本月/总榜，姓名脱敏）',
      querystring: volunteerRankingQuerySchema,
      response: { 200: volunteerRankingSchema },
    },
    handler: (request) => service.volunteerRanking(request.query),
  });
};
