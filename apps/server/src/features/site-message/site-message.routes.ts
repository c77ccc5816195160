import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  pageSchema,
  siteMsgListQuerySchema,
  siteMsgReadQuerySchema,
  siteMsgReadResultSchema,
  siteMsgSchema,
  siteMsgUnreadSchema,
} from '@zyz/domain';
import { bearerSecurity } from '../../lib/route-schemas';
import { callerOf } from '../../kernel';

const volunteer = { tags: ['volunteer-sitemsg'], security: bearerSecurity };

export const siteMessageRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.siteMessages;

  app.get('/volunteer/sitemsg/list', {
    schema: {
      ...volunteer,
      summary: '我的站内信（read：0未读、1已读、空为全部），最新在前',
      querystring: siteMsgListQuerySchema,
      response: { 200: pageSchema(siteMsgSchema) },
    },
    onRequest: app.requireVolunteer,
    handler: (request) => service.list(callerOf(request), request.query),
  });

  app.get('/volunteer/sitemsg/unreadInfo', {
    schema: {
      ...volunteer,
      summary: '未读站内信数量',
      response: { 200: siteMsgUnreadSchema },
    },
    onRequest: app.requireVolunteer,
    handler: (request) => service.unread(callerOf(request)),
  });

  app.get('/volunteer/sitemsg/read', {
    schema: {
      ...volunteer,
      summary: '标为已读：siteMsgId 一条，或 all=1 全部',
      querystring: siteMsgReadQuerySchema,
      response: { 200: siteMsgReadResultSchema },
    },
    onRequest: app.requireVolunteer,
    handler: (request) => service.read(callerOf(request), request.query),
  });
};
