import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  articleDetailQuerySchema,
  articleDetailSchema,
  articleListItemSchema,
  articleListQuerySchema,
  hotArticleSchema,
  pageSchema,
} from '@zyz/domain';

const home = { tags: ['home'] };

/** The portal's news: hot list for Home, paged list, and the detail page. */
export const articleRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.articles;
  const base = '/home/site/article';

  app.get(`${base}/getHotNews`, {
    schema: {
      ...home,
      summary: '热门新闻（最多10条，阅读量从高到低）',
      response: { 200: z.array(hotArticleSchema) },
    },
    handler: () => service.hotNews(),
  });

  app.get(`${base}/list`, {
    schema: {
      ...home,
      summary: '新闻与活动总结列表（已发布，按发布时间倒序）',
      querystring: articleListQuerySchema,
      response: { 200: pageSchema(articleListItemSchema) },
    },
    handler: (request) => service.list(request.query),
  });

  app.get(`${base}/detail`, {
    schema: {
      ...home,
      summary: '文章详情（同一读者半小时内计一次阅读）',
      querystring: articleDetailQuerySchema,
      response: { 200: articleDetailSchema },
    },
    handler: (request) =>
      service.detail(request.query, {
        ip: request.ip,
        userAgent: request.headers['user-agent'],
      }),
  });
};
