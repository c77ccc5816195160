import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  articleIdInputSchema,
  manageArticleDetailSchema,
  manageArticleItemSchema,
  manageArticleListQuerySchema,
  pageSchema,
  saveArticleInputSchema,
} from '@zyz/domain';
import { bearerSecurity, noDataSchema } from '../../lib/route-schemas';
import { callerOf } from '../../kernel';

const manage = { tags: ['manage-cms'], security: bearerSecurity };

/** The console's article CMS (federation staff, their own subtree). */
export const articleManageRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.articleManage;
  const base = '/manage/pc/site/article';

  app.get(`${base}/list`, {
    schema: {
      ...manage,
      summary: '本级及下级联合会的文章（含草稿）',
      querystring: manageArticleListQuerySchema,
      response: { 200: pageSchema(manageArticleItemSchema) },
    },
    onRequest: app.requireOrg,
    handler: (request) => service.list(callerOf(request), request.query),
  });

  app.get(`${base}/view`, {
    schema: {
      ...manage,
      summary: '文章详情（编辑用）',
      querystring: articleIdInputSchema,
      response: { 200: manageArticleDetailSchema },
    },
    onRequest: app.requireOrg,
    handler: (request) => service.view(callerOf(request), request.query.id),
  });

  app.post(`${base}/save`, {
    schema: {
      ...manage,
      summary: '新建或修改文章（正文在服务端净化）',
      body: saveArticleInputSchema,
      response: { 200: z.object({ id: z.string() }) },
    },
    onRequest: app.requireOrg,
    handler: (request) => service.save(callerOf(request), request.body),
  });

  const actions = [
    ['publish', '发布文章', service.publish],
    ['withdraw', '撤回为草稿', service.withdraw],
    ['delete', '删除文章', service.remove],
  ] as const;
  for (const [name, summary, run] of actions) {
    app.post(`${base}/${name}`, {
      schema: { ...manage, summary, body: articleIdInputSchema, response: { 200: noDataSchema } },
      onRequest: app.requireOrg,
      handler: async (request) => {
        await run(callerOf(request), request.body.id);
        return null;
      },
    });
  }
};
