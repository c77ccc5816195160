import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  profileBodySchema,
  registerBodySchema,
  registerResultSchema,
  verifyTipQuerySchema,
  verifyTipSchema,
  volunteerProfileSchema,
} from '@zyz/domain';
import { bearerSecurity } from '../../lib/route-schemas';
import { contextOf } from '../../lib/request-context';
import { callerOf } from '../../kernel';

const tags = ['register'];

export const registerRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.registerVolunteer;

  app.post('/volunteer/register/registerSummit', {
    schema: {
      tags,
      summary: '志愿者注册（短信验证码、实名、14至18周岁须填监护人）',
      body: registerBodySchema,
      response: { 200: registerResultSchema },
    },
    handler: (request) => service.register(request.body, contextOf(request)),
  });

  app.get('/volunteer/register/verifyTip', {
    schema: {
      tags,
      summary: '注册时校验账号、手机号码或身份证号码是否可用',
      querystring: verifyTipQuerySchema,
      response: { 200: verifyTipSchema },
    },
    handler: (request) => service.verifyTip(request.query),
  });

  app.get('/volunteer/register/profile', {
    schema: {
      tags,
      summary: '本人的注册资料与完善信息',
      security: bearerSecurity,
      response: { 200: volunteerProfileSchema },
    },
    onRequest: app.requireVolunteer,
    handler: (request) => service.getProfile(callerOf(request)),
  });

  app.post('/volunteer/register/perfectInformation', {
    schema: {
      tags,
      summary: '完善个人信息（政治面貌、学历、职业、技能、服务意向）',
      security: bearerSecurity,
      body: profileBodySchema,
      response: { 200: volunteerProfileSchema },
    },
    onRequest: app.requireVolunteer,
    handler: (request) => service.saveProfile(callerOf(request), request.body),
  });
};
