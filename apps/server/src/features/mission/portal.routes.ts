import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  missionDetailsQuerySchema,
  pageSchema,
  portalMissionItemSchema,
  portalMissionListQuerySchema,
  publicMissionDetailSchema,
} from '@zyz/domain';
import { createPortalService } from './portal.service';

export const portalMissionRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createPortalService(app.deps);

  app.get('/home/mission/list', {
    schema: {
      tags: ['home'],
      summary: '门户活动列表（筛选、按最新/开始时间/距离排序）',
      querystring: portalMissionListQuerySchema,
      response: { 200: pageSchema(portalMissionItemSchema) },
    },
    handler: (request) => service.list(request.query),
  });

  app.get('/home/mission/info/missionDetails', {
    schema: {
      tags: ['home'],
      summary: '活动详情（时段与剩余名额）；带志愿者令牌时含收藏与报名状态',
      querystring: missionDetailsQuerySchema,
      response: { 200: publicMissionDetailSchema },
    },
    onRequest: app.optionalCaller,
    handler: (request) => service.detail(request.caller, request.query.missionId),
  });
};
