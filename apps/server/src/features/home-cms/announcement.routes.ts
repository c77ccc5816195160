import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  announcementIdInputSchema,
  announcementListQuerySchema,
  announcementSchema,
  manageAnnouncementSchema,
  manageListQuerySchema,
  pageSchema,
  saveAnnouncementInputSchema,
} from '@zyz/domain';
import { bearerSecurity, noDataSchema } from '../../lib/route-schemas';
import { callerOf } from '../../kernel';

const manage = { tags: ['manage-cms'], security: bearerSecurity };

export const announcementRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.announcements;

  app.get('/home/announcement/list', {
    schema: {
      tags: ['home'],
      summary: '公告（showType 1 公告栏、2 滚动通知；置顶在前）',
      querystring: announcementListQuerySchema,
      response: { 200: pageSchema(announcementSchema) },
    },
    handler: (request) => service.listLive(request.query),
  });

  const base = '/manage/pc/announcement';

  app.get(`${base}/list`, {
    schema: {
      ...manage,
      summary: '本组织的公告（含待上线、已过期、已下线）',
      querystring: manageListQuerySchema,
      response: { 200: pageSchema(manageAnnouncementSchema) },
    },
    onRequest: app.requireOrg,
    handler: (request) => service.list(callerOf(request), request.query),
  });

  app.post(`${base}/save`, {
    schema: {
      ...manage,
      summary: '新建或修改公告',
      body: saveAnnouncementInputSchema,
      response: { 200: z.object({ announcementId: z.string() }) },
    },
    onRequest: app.requireOrg,
    handler: (request) => service.save(callerOf(request), request.body),
  });

  for (const [name, summary, enabled] of [
    ['online', '启用公告', true],
    ['offline', '下线公告', false],
  ] as const) {
    app.post(`${base}/${name}`, {
      schema: {
        ...manage,
        summary,
        body: announcementIdInputSchema,
        response: { 200: noDataSchema },
      },
      onRequest: app.requireOrg,
      handler: async (request) => {
        await service.setEnabled(callerOf(request), request.body.announcementId, enabled);
        return null;
      },
    });
  }

  app.post(`${base}/delete`, {
    schema: {
      ...manage,
      summary: '删除公告',
      body: announcementIdInputSchema,
      response: { 200: noDataSchema },
    },
    onRequest: app.requireOrg,
    handler: async (request) => {
      await service.remove(callerOf(request), request.body.announcementId);
      return null;
    },
  });
};
