import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  bannerIdInputSchema,
  bannerListParamsSchema,
  bannerSchema,
  bannerSkipQuerySchema,
  bannerSkipResultSchema,
  manageBannerSchema,
  manageListQuerySchema,
  pageSchema,
  saveBannerInputSchema,
  siteQuerySchema,
} from '@zyz/domain';
import { BizError } from '../../lib/biz-error';
import { bearerSecurity, noDataSchema } from '../../lib/route-schemas';
import { callerOf } from '../../kernel';

const manage = { tags: ['manage-cms'], security: bearerSecurity };

export const bannerRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.banners;

  app.get('/home/banner/list/:position', {
    schema: {
      tags: ['home'],
      summary: '首页轮播图（仅展示期内、已启用的）',
      params: bannerListParamsSchema,
      querystring: siteQuerySchema,
      response: { 200: z.array(bannerSchema) },
    },
    handler: (request) => service.listLive(request.params.position, request.query.districtId),
  });

  app.get('/home/banner/bannerSkip', {
    schema: {
      tags: ['home'],
      summary: '轮播图点击：计数后跳转（format=json 时返回链接）',
      querystring: bannerSkipQuerySchema,
      response: { 200: bannerSkipResultSchema },
    },
    handler: async (request, reply) => {
      const asJson = request.query.format === 'json';
      try {
        const link = await service.skip(request.query.id);
        if (asJson) return { link: link ?? '' };
        return reply.redirect(link ?? '/', 302);
      } catch (error) {
        // Someone following an old link to a banner taken down lands on Home, not on JSON.
        if (asJson || !(error instanceof BizError)) throw error;
        return reply.redirect('/', 302);
      }
    },
  });

  const base = '/manage/pc/banner';

  app.get(`${base}/list`, {
    schema: {
      ...manage,
      summary: '本组织的轮播图（含待上线、已过期、已下线）',
      querystring: manageListQuerySchema,
      response: { 200: pageSchema(manageBannerSchema) },
    },
    onRequest: app.requireOrg,
    handler: (request) => service.list(callerOf(request), request.query),
  });

  app.post(`${base}/save`, {
    schema: {
      ...manage,
      summary: '新建或修改轮播图',
      body: saveBannerInputSchema,
      response: { 200: z.object({ bannerId: z.string() }) },
    },
    onRequest: app.requireOrg,
    handler: (request) => service.save(callerOf(request), request.body),
  });

  for (const [name, summary, enabled] of [
    ['online', '启用轮播图', true],
    ['offline', '下线轮播图', false],
  ] as const) {
    app.post(`${base}/${name}`, {
      schema: { ...manage, summary, body: bannerIdInputSchema, response: { 200: noDataSchema } },
      onRequest: app.requireOrg,
      handler: async (request) => {
        await service.setEnabled(callerOf(request), request.body.bannerId, enabled);
        return null;
      },
    });
  }

  app.post(`${base}/delete`, {
    schema: {
      ...manage,
      summary: '删除轮播图',
      body: bannerIdInputSchema,
      response: { 200: noDataSchema },
    },
    onRequest: app.requireOrg,
    handler: async (request) => {
      await service.remove(callerOf(request), request.body.bannerId);
      return null;
    },
  });
};
