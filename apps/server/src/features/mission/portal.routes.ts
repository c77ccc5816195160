import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  missionDetailsQuerySchema,
  pageSchema,
  portalMissionItemSchema,
  portalMissionListQuerySchema,
  publicMissionDetailSchema,
  screeningPageSchema,
  screeningQuerySchema,
} from '@zyz/domain';
import { sendCompressed } from '../../lib/compressed-body';
import type { ListAnswer } from './portal-list-cache';

export const portalMissionRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.portal;
  const publicList = app.services.publicMissionList;
  // The API's own per-IP ceiling (plugins/security.ts): the same counter every call counts on.
  const perIpLimit = app.rateLimit();
  // Its kept pages go out before routing, from the HTTP server itself (lib/fast-lane.ts);
  // a page not kept at that moment comes here.
  app.fastLane.keep(`${app.prefix}/home/mission/list`, (url) => publicList.keptForUrl(url));
  // The body is already the encoded envelope, as bytes (typed as a body the schema cannot
  // know): Fastify sends a Buffer as is, without serialising it again. A cached page goes in
  // the compressed form the browser accepts: 7.4 kB of JSON is 1.3 kB of brotli.
  const sendJson = (request: FastifyRequest, reply: FastifyReply, answer: ListAnswer) => {
    reply.type('application/json; charset=utf-8');
    return answer.compressed
      ? sendCompressed(
          reply,
          request.headers['accept-encoding'],
          answer.compressed,
          () => answer.plain,
        )
      : reply.send(answer.plain as never);
  };

  app.get('/home/mission/list', {
    schema: {
      tags: ['home'],
      summary: '门户活动列表（筛选、按最新/开始时间/距离排序）',
      querystring: portalMissionListQuerySchema,
      response: { 200: pageSchema(portalMissionItemSchema) },
    },
    // The per-IP ceiling is counted below, only for requests that read the database: a kept
    // page costs less to send than to count (with several instances, a count is a Redis call).
    config: { rateLimit: false },
    // A query string that validated before is answered here from what is kept, before
    // validation runs again, on the request's own tick (a callback hook: no promise per hit).
    preValidation: (request, reply, done) => {
      const kept = publicList.keptForUrl(request.url);
      if (kept) return void sendJson(request, reply, kept);
      perIpLimit.call(app, request, reply).then(() => done(), done);
    },
    handler: async (request, reply) => {
      publicList.rememberValid(request.url, request.query);
      return sendJson(request, reply, await publicList.get(request.query));
    },
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

  app.get('/home/mission/screening', {
    schema: {
      tags: ['home'],
      summary: '公开活动列表（真实平台的 screening 形式：data.records、totalRecord、totalPage）',
      querystring: screeningQuerySchema,
      response: { 200: screeningPageSchema },
    },
    handler: (request) => app.services.screening.screen(request.query),
  });
};
