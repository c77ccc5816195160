import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  helpCategoryCountSchema,
  helpIdInputSchema,
  helpItemSchema,
  helpListQuerySchema,
  manageHelpItemSchema,
  manageHelpListQuerySchema,
  pageSchema,
  saveHelpInputSchema,
} from '@zyz/domain';
import { bearerSecurity, noDataSchema } from '../../lib/route-schemas';
import { callerOf } from '../../kernel';

const manage = { tags: ['manage-cms'], security: bearerSecurity };

export const helpRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.help;

  app.get('/home/site/help/list', {
    schema: {
      tags: ['home'],
      summary: '帮助中心问答（按分类、关键词检索问题与解答）',
      querystring: helpListQuerySchema,
      response: { 200: pageSchema(helpItemSchema) },
    },
    handler: (request) => service.list(request.query),
  });

  app.get('/home/site/help/categories', {
    schema: {
      tags: ['home'],
      summary: '帮助分类及各分类已发布问答数',
      response: { 200: z.array(helpCategoryCountSchema) },
    },
    handler: () => service.categories(),
  });

  const base = '/manage/pc/site/help';
  app.get(`${base}/list`, {
    schema: {
      ...manage,
      summary: '帮助问答管理列表（含草稿，仅省联合会）',
      querystring: manageHelpListQuerySchema,
      response: { 200: pageSchema(manageHelpItemSchema) },
    },
    onRequest: app.requireOrg,
    handler: (request) => service.manageList(callerOf(request), request.query),
  });

  app.post(`${base}/save`, {
    schema: {
      ...manage,
      summary: '新建或修改帮助问答（解答在服务端净化）',
      body: saveHelpInputSchema,
      response: { 200: z.object({ id: z.string() }) },
    },
    onRequest: app.requireOrg,
    handler: (request) => service.save(callerOf(request), request.body),
  });

  const actions = [
    ['publish', '发布问答', (c, id) => service.setStatus(c, id, 'published')],
    ['withdraw', '撤回为草稿', (c, id) => service.setStatus(c, id, 'draft')],
    ['delete', '删除问答', service.remove],
  ] as const satisfies readonly [string, string, typeof service.remove][];
  for (const [name, summary, run] of actions) {
    app.post(`${base}/${name}`, {
      schema: { ...manage, summary, body: helpIdInputSchema, response: { 200: noDataSchema } },
      onRequest: app.requireOrg,
      handler: async (request) => {
        await run(callerOf(request), request.body.id);
        return null;
      },
    });
  }
};
