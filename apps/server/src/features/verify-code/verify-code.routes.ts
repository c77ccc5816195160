import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BizCode,
  maskEmail,
  maskMobile,
  openVerifyPurposes,
  sendEmailCodeQuerySchema,
  sendMobileCodeBodySchema,
  sendModifyMobileCodeQuerySchema,
  sentCodeSchema,
  verifyCodeLimits,
  verifyCodeMessages,
  type SentCode,
  type VerifyPurpose,
} from '@zyz/domain';
import { BizError } from '../../lib/biz-error';

const tags = ['verify-code'];

const sentTo = (target: string): SentCode => ({
  target,
  resendAfterSeconds: verifyCodeLimits.resendSeconds,
  validMinutes: verifyCodeLimits.validMinutes,
});

export const verifyCodeRoutes: FastifyPluginAsyncZod = async (app) => {
  /** Purposes that change a signed-in account's contact details need that account's token. */
  function ensureAllowed(request: FastifyRequest, purpose: VerifyPurpose) {
    if (openVerifyPurposes.includes(purpose)) return;
    if (!request.caller) throw new BizError(BizCode.Unauthorized, verifyCodeMessages.needsLogin);
  }

  app.post('/open/verifycode/sendCodeToMobile', {
    schema: {
      tags,
      summary: '发送短信验证码（注册、找回密码、组织注册；其余用途需登录）',
      body: sendMobileCodeBodySchema,
      response: { 200: sentCodeSchema },
    },
    onRequest: app.optionalCaller,
    handler: async (request) => {
      const { mobile, type } = request.body;
      ensureAllowed(request, type);
      await app.services.verifyCodes.ensureMobileFree(mobile, type);
      await app.services.verifyCodes.send({
        channel: 'sms',
        target: mobile,
        purpose: type,
        ip: request.ip,
      });
      return sentTo(maskMobile(mobile));
    },
  });

  app.get('/open/email/sendCode', {
    schema: {
      tags,
      summary: '发送邮箱验证码（更换、绑定邮箱需登录）',
      querystring: sendEmailCodeQuerySchema,
      response: { 200: sentCodeSchema },
    },
    onRequest: app.optionalCaller,
    handler: async (request) => {
      const { email, type } = request.query;
      ensureAllowed(request, type);
      await app.services.verifyCodes.send({
        channel: 'email',
        target: email,
        purpose: type,
        ip: request.ip,
      });
      return sentTo(maskEmail(email));
    },
  });

  app.get('/open/sendCodeModifyMobile', {
    schema: {
      tags,
      summary: '向新手机号码发送更换手机验证码（需登录）',
      querystring: sendModifyMobileCodeQuerySchema,
      response: { 200: sentCodeSchema },
    },
    onRequest: app.optionalCaller,
    handler: async (request) => {
      const { mobile } = request.query;
      ensureAllowed(request, 'changeMobile');
      await app.services.verifyCodes.ensureMobileFree(mobile, 'changeMobile');
      await app.services.verifyCodes.send({
        channel: 'sms',
        target: mobile,
        purpose: 'changeMobile',
        ip: request.ip,
      });
      return sentTo(maskMobile(mobile));
    },
  });
};
