import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  districtChildSchema,
  districtChildrenQuerySchema,
  intellectActionQuerySchema,
  intellectActionSchema,
  listOrgQuerySchema,
  orgListItemSchema,
  pageSchema,
} from '@zyz/domain';

export const discoveryRoutes: FastifyPluginAsyncZod = async (app) => {
  const recommend = app.services.recommend;
  const orgTree = app.services.orgTree;

  app.get('/home/intellectAction', {
    schema: {
      tags: ['home'],
      summary: '首页推荐活动：登录志愿者按所属组织、服务类别与距离排序，游客看热门',
      querystring: intellectActionQuerySchema,
      response: { 200: intellectActionSchema },
    },
    onRequest: app.optionalCaller,
    handler: (request) => recommend.recommend(request.caller, request.query),
  });

  app.get('/home/index/district/listOrg', {
    schema: {
      tags: ['home'],
      summary: '按名称搜索组织（可限定上级组织），含公开活动数',
      querystring: listOrgQuerySchema,
      response: { 200: pageSchema(orgListItemSchema) },
    },
    handler: (request) => orgTree.listOrg(request.query),
  });

  app.get('/home/index/district/children', {
    schema: {
      tags: ['home'],
      summary: '组织树的下一级（parentId 为空时为顶层），供级联选择逐级加载',
      querystring: districtChildrenQuerySchema,
      response: { 200: z.array(districtChildSchema) },
    },
    handler: (request) => orgTree.children(request.query.parentId),
  });
};
