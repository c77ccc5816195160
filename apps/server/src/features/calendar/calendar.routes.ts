import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BizCode,
  calendarFeedQuerySchema,
  calendarFeedSchema,
  missionPersonlIdQuerySchema,
} from '@zyz/domain';
import { sendEnvelope } from '../../plugins/envelope';
import { bearerSecurity } from '../../lib/route-schemas';
import { callerOf } from '../../kernel';

const calendarType = 'text/calendar; charset=utf-8';

export const calendarRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.calendar;

  app.get('/volunteer/mission/ics', {
    schema: {
      tags: ['volunteer-mission'],
      security: bearerSecurity,
      summary: '已录用时段的日历文件（.ics）；拒绝时仍答 JSON 信封',
      querystring: missionPersonlIdQuerySchema,
    },
    config: { envelope: false },
    onRequest: app.requireVolunteer,
    handler: async (request, reply) => {
      const file = await service.shiftFile(callerOf(request), request.query.missionPersonlId);
      return reply
        .header('content-type', calendarType)
        .header('cache-control', 'no-store')
        .header(
          'content-disposition',
          `attachment; filename="mission.ics"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
        )
        .send(file.body);
    },
  });

  app.get('/volunteer/mission/calendarFeed', {
    schema: {
      tags: ['volunteer-mission'],
      security: bearerSecurity,
      summary: '个人日历订阅地址（reset=1 重置，旧地址立即失效）',
      querystring: calendarFeedQuerySchema,
      response: { 200: calendarFeedSchema },
    },
    onRequest: app.requireVolunteer,
    handler: (request) => service.feedUrl(callerOf(request), request.query.reset === '1'),
  });

  app.get('/home/calendar/:file', {
    schema: {
      tags: ['home'],
      summary: '个人日历订阅（已录用的时段）；地址中的密钥即凭证',
      params: z.object({ file: z.string().max(100) }),
    },
    config: { envelope: false },
    // The secret is in the URL: keep the per-request access lines (which log it) out of logs.
    logLevel: 'warn',
    handler: async (request, reply) => {
      const { file } = request.params;
      const body = file.endsWith('.ics') ? await service.feedBody(file.slice(0, -4)) : null;
      // The secret is the path: an unknown one is an unknown page to calendar apps too.
      if (body === null)
        return sendEnvelope(reply, 404, BizCode.NotFound, '日历订阅地址无效或已重置');
      return reply
        .header('content-type', calendarType)
        .header('cache-control', 'private, no-store')
        .send(body);
    },
  });
};
