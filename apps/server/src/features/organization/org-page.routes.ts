import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  orgCardSchema,
  orgDetailQuerySchema,
  orgDetailSchema,
  orgPageQuerySchema,
  pageSchema,
} from '@zyz/domain';

export const orgPageRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.orgPages;

  app.get('/home/org/list', {
    schema: {
      tags: ['home'],
      summary: '志愿组织列表（按上级组织、名称筛选，含成员数与活动数）',
      querystring: orgPageQuerySchema,
      response: { 200: pageSchema(orgCardSchema) },
    },
    handler: (request) => service.list(request.query),
  });

  app.get('/home/org/detail', {
    schema: {
      tags: ['home'],
      summary: '组织主页：简介、成员数、活动数、累计服务时长、联系方式',
      querystring: orgDetailQuerySchema,
      response: { 200: orgDetailSchema },
    },
    handler: (request) => service.detail(request.query.districtId),
  });
};
