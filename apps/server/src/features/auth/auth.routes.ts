import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  loginInputSchema,
  loginOtherSchema,
  mfaChallengeSchema,
  mfaLoginInputSchema,
  refreshInputSchema,
} from '@zyz/domain';
import { bearerSecurity, cacheBusterQuerySchema, noDataSchema } from '../../lib/route-schemas';
import { withOtherSchema } from '../../plugins/envelope';
import { contextOf } from '../../lib/request-context';

const loginAnswer = { 200: withOtherSchema(noDataSchema, loginOtherSchema) };
/** Signed in (tokens in `other`), or, for an account with a second factor, its ticket in `data`. */
const orgPasswordAnswer = {
  200: withOtherSchema(z.union([noDataSchema, mfaChallengeSchema]), loginOtherSchema.optional()),
};

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.login;

  app.post('/auth/login/volunteer/password', {
    schema: {
      tags: ['auth'],
      summary: '志愿者账号密码登录（登录名、手机号或身份证号）',
      querystring: cacheBusterQuerySchema,
      body: loginInputSchema,
      response: loginAnswer,
    },
    handler: (request) => service.loginVolunteer(request.body, contextOf(request)),
  });

  app.post('/auth/login/org/password', {
    schema: {
      tags: ['auth'],
      summary: '组织账号密码登录（登录名或手机号；已开启两步验证的账号返回登录票据，不返回令牌）',
      querystring: cacheBusterQuerySchema,
      body: loginInputSchema,
      response: orgPasswordAnswer,
    },
    handler: (request) => service.loginOrg(request.body, contextOf(request)),
  });

  app.post('/auth/login/org/totp', {
    schema: {
      tags: ['auth'],
      summary: '组织账号两步验证登录（密码登录所得票据＋验证器6位验证码或恢复码）',
      querystring: cacheBusterQuerySchema,
      body: mfaLoginInputSchema,
      response: loginAnswer,
    },
    handler: (request) => service.loginOrgTotp(request.body, contextOf(request)),
  });

  app.post('/auth/login/refreshToken', {
    schema: {
      tags: ['auth'],
      summary: '刷新令牌（旧刷新令牌作废）',
      body: refreshInputSchema,
      response: loginAnswer,
    },
    handler: (request) => service.refresh(request.body, contextOf(request)),
  });

  app.get('/auth/login/loginOut', {
    schema: {
      tags: ['auth'],
      summary: '退出登录',
      security: bearerSecurity,
      response: { 200: noDataSchema },
    },
    onRequest: app.optionalCaller,
    handler: (request) => service.logout(request.caller),
  });
};
