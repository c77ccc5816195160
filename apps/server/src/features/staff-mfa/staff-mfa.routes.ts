import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  totpDisableInputSchema,
  totpEnabledSchema,
  totpEnableInputSchema,
  totpResetInputSchema,
  totpSetupSchema,
  totpStatusSchema,
} from '@zyz/domain';
import { bearerSecurity, noDataSchema } from '../../lib/route-schemas';
import { contextOf } from '../../lib/request-context';
import { callerOf } from '../../kernel';

const base = '/manage/pc/security/totp';

export const staffMfaRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.staffMfa;
  const security = { tags: ['manage-security'], security: bearerSecurity };
  // The calls a session held to enrolment (REQUIRE_STAFF_MFA) may make: plugins/auth.ts.
  const enrolment = { mfaEnrol: true };

  app.get(`${base}/status`, {
    schema: {
      ...security,
      summary: '当前账号的两步验证状态（是否开启、剩余恢复码、是否必须开启）',
      response: { 200: totpStatusSchema },
    },
    config: enrolment,
    onRequest: app.requireOrg,
    handler: (request) => service.status(callerOf(request)),
  });

  app.post(`${base}/setup`, {
    schema: {
      ...security,
      summary: '生成两步验证密钥（待验证码确认后开启；重复生成替换未确认的密钥）',
      response: { 200: totpSetupSchema },
    },
    config: enrolment,
    onRequest: app.requireOrg,
    handler: (request) => service.setup(callerOf(request), contextOf(request)),
  });

  app.post(`${base}/enable`, {
    schema: {
      ...security,
      summary: '输入验证器上的验证码开启两步验证（返回10个一次性恢复码，仅显示这一次）',
      body: totpEnableInputSchema,
      response: { 200: totpEnabledSchema },
    },
    config: enrolment,
    onRequest: app.requireOrg,
    handler: (request) => service.enable(callerOf(request), request.body, contextOf(request)),
  });

  app.post(`${base}/disable`, {
    schema: {
      ...security,
      summary: '关闭两步验证（需登录密码和验证码或恢复码；联合会工作人员不可关闭）',
      body: totpDisableInputSchema,
      response: { 200: noDataSchema },
    },
    onRequest: app.requireOrg,
    handler: (request) => service.disable(callerOf(request), request.body, contextOf(request)),
  });

  app.post(`${base}/reset`, {
    schema: {
      ...security,
      summary: '重置下级或本级其他工作人员的两步验证（组织管理员；须填写原因，该账号登录全部失效）',
      body: totpResetInputSchema,
      response: { 200: noDataSchema },
    },
    onRequest: app.requireOrg,
    handler: (request) => service.reset(callerOf(request), request.body, contextOf(request)),
  });
};
