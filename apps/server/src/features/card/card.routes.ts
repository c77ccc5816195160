import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  authByThirdQuerySchema,
  authByThirdReportSchema,
  cardCheckQuerySchema,
  cardCheckSchema,
  grantCreatedSchema,
  grantCreateInputSchema,
  grantIdInputSchema,
  grantSchema,
  pageQuerySchema,
  pageSchema,
  volunteerCardSchema,
} from '@zyz/domain';
import { bearerSecurity } from '../../lib/route-schemas';
import { originOf } from '../../lib/request-origin';
import { sendAttachment } from '../../lib/file-reply';
import { callerOf } from '../../kernel';

const volunteer = { tags: ['card'], security: bearerSecurity };
// Public look-ups by code: a few a minute is plenty for a person, and slows any guessing.
const checkLimit = { max: 30, timeWindow: 60_000 };
const reportLimit = { max: 10, timeWindow: 10 * 60_000 };

export const cardRoutes: FastifyPluginAsyncZod = async (app) => {
  const cards = app.services.cards;
  const grants = app.services.cardGrants;

  app.get('/volunteer/card/myCard', {
    schema: { ...volunteer, summary: '我的志愿者证', response: { 200: volunteerCardSchema } },
    onRequest: app.requireVolunteer,
    handler: (request) => cards.getCard(callerOf(request)),
  });

  app.post('/volunteer/card/renew', {
    schema: {
      ...volunteer,
      summary: '补办志愿者证（换新查验码，旧证二维码失效）',
      response: { 200: volunteerCardSchema },
    },
    onRequest: app.requireVolunteer,
    handler: (request) => cards.renew(callerOf(request)),
  });

  app.get('/volunteer/card/image', {
    schema: { ...volunteer, summary: '下载志愿者证图片（PNG）；拒绝时仍答 JSON 信封' },
    config: { envelope: false },
    onRequest: app.requireVolunteer,
    handler: async (request, reply) => {
      const { png, fileName } = await cards.image(callerOf(request), originOf(request));
      return sendAttachment(reply, {
        body: png,
        contentType: 'image/png',
        asciiName: 'volunteer-card.png',
        fileName,
      });
    },
  });

  app.get('/volunteer/srvpg/volunteerCardQuery', {
    schema: {
      tags: ['card'],
      summary: '公开查验志愿者证（查验码放在 code 参数或 x-card-code 请求头）',
      querystring: cardCheckQuerySchema,
      headers: z.object({ 'x-card-code': z.string().max(64).optional() }),
      response: { 200: cardCheckSchema },
    },
    config: { rateLimit: checkLimit },
    handler: (request) => cards.check(request.query.code || request.headers['x-card-code']),
  });

  app.post('/volunteer/report/grant/create', {
    schema: {
      ...volunteer,
      summary: '生成一次性授权码，供第三方查询本人已认证时长',
      body: grantCreateInputSchema,
      response: { 200: grantCreatedSchema },
    },
    onRequest: app.requireVolunteer,
    handler: (request) => grants.create(callerOf(request), request.body),
  });

  app.get('/volunteer/report/grant/list', {
    schema: {
      ...volunteer,
      summary: '我生成的授权码',
      querystring: pageQuerySchema,
      response: { 200: pageSchema(grantSchema) },
    },
    onRequest: app.requireVolunteer,
    handler: (request) => grants.list(callerOf(request), request.query),
  });

  app.post('/volunteer/report/grant/revoke', {
    schema: {
      ...volunteer,
      summary: '撤销未使用的授权码',
      body: grantIdInputSchema,
      response: { 200: grantSchema },
    },
    onRequest: app.requireVolunteer,
    handler: (request) => grants.revoke(callerOf(request), request.body.grantId),
  });

  app.get('/volunteer/report/authByThird', {
    schema: {
      tags: ['card'],
      summary: '第三方凭志愿者给出的一次性授权码查询其已认证时长（无需登录，用后即失效）',
      querystring: authByThirdQuerySchema,
      response: { 200: authByThirdReportSchema },
    },
    config: { rateLimit: reportLimit },
    handler: (request) => grants.report(request.query),
  });
};
