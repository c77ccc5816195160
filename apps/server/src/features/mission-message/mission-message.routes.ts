import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  messageAudienceQuerySchema,
  messageAudienceSchema,
  missionMessageListQuerySchema,
  missionMessageRowSchema,
  pageSchema,
  sendMissionMessageInputSchema,
  sendMissionMessageResultSchema,
} from '@zyz/domain';
import { bearerSecurity } from '../../lib/route-schemas';
import { contextOf } from '../../lib/request-context';
import { callerOf } from '../../kernel';

const manage = { tags: ['manage-mission'], security: bearerSecurity };
const base = '/manage/pc/mission/message';

export const missionMessageRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.missionMessages;

  app.get(`${base}/audience`, {
    schema: {
      ...manage,
      summary: '群发消息：按所选时段与报名状态统计将收到消息的人数',
      querystring: messageAudienceQuerySchema,
      response: { 200: messageAudienceSchema },
    },
    onRequest: app.requireOrg,
    handler: (request) => service.audience(callerOf(request), request.query),
  });

  app.post(`${base}/send`, {
    schema: {
      ...manage,
      summary: '群发消息：向活动或某一时段的已录用、候补中或待审核的志愿者发送站内信与邮件',
      body: sendMissionMessageInputSchema,
      response: { 200: sendMissionMessageResultSchema },
    },
    onRequest: app.requireOrg,
    handler: (request) => service.send(callerOf(request), request.body, contextOf(request)),
  });

  app.get(`${base}/list`, {
    schema: {
      ...manage,
      summary: '群发消息记录（发送人、时间、人数与内容，最新在前）',
      querystring: missionMessageListQuerySchema,
      response: { 200: pageSchema(missionMessageRowSchema) },
    },
    onRequest: app.requireOrg,
    handler: (request) => service.list(callerOf(request), request.query),
  });
};
