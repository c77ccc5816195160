import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { passwordStateSchema, resetModifyPwdInputSchema } from '@zyz/domain';
import { bearerSecurity, noDataSchema } from '../../lib/route-schemas';
import { contextOf } from '../../lib/request-context';
import { TokenKind, type ResetModifyPwdInput } from '@zyz/domain';
import type { FastifyRequest } from 'fastify';
import { callerOf, unauthorized } from '../../kernel';

const stateAnswer = { 200: passwordStateSchema };
const resetSchema = {
  tags: ['auth'],
  security: bearerSecurity,
  body: resetModifyPwdInputSchema,
  response: { 200: noDataSchema },
};

export const passwordRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.password;
  const recovery = app.services.recovery;

  /**
   * The reset calls serve two people: a signed-in one resetting a weak or forced password
   * (bearer token), and one recovering a forgotten password (`resetToken` from the findpwd
   * check, no bearer). Without either the answer is 401 before the body is judged.
   */
  const tokenOrTicket = (kind: TokenKind) => ({
    onRequest: async (request: FastifyRequest, reply: unknown) => {
      if (!request.headers.authorization) return;
      const require = kind === TokenKind.Volunteer ? app.requireVolunteer : app.requireOrg;
      await require.call(app, request, reply as never);
    },
    preValidation: async (request: FastifyRequest) => {
      const body = request.body as { resetToken?: unknown } | null | undefined;
      if (!request.caller && !(typeof body?.resetToken === 'string' && body.resetToken))
        throw unauthorized();
    },
    handler: (request: FastifyRequest<{ Body: ResetModifyPwdInput }>) =>
      request.caller
        ? service.resetPassword(callerOf(request), request.body, contextOf(request))
        : recovery.reset(kind, request.body.resetToken!, request.body, contextOf(request)),
  });

  app.post('/auth/findpwd/users/resetModifyPwd', {
    schema: {
      ...resetSchema,
      summary: '志愿者重设密码：弱密码或被要求修改（登录令牌），或找回密码（resetToken）',
    },
    ...tokenOrTicket(TokenKind.Volunteer),
  });

  app.post('/auth/findpwd/usersAdmin/resetModifyPwd', {
    schema: {
      ...resetSchema,
      summary: '组织账号重设密码：弱密码或被要求修改（登录令牌），或找回密码（resetToken）',
    },
    ...tokenOrTicket(TokenKind.Org),
  });

  app.get('/api/usMain/resetModifyPwd', {
    schema: {
      tags: ['auth'],
      summary: '志愿者密码状态',
      security: bearerSecurity,
      response: stateAnswer,
    },
    onRequest: app.requireVolunteer,
    handler: (request) => service.getState(callerOf(request)),
  });

  app.get('/api/manager/usersAdmin/resetModifyPwd', {
    schema: {
      tags: ['auth'],
      summary: '组织账号密码状态',
      security: bearerSecurity,
      response: stateAnswer,
    },
    onRequest: app.requireOrg,
    handler: (request) => service.getState(callerOf(request)),
  });
};
