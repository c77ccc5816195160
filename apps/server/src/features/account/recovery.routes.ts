import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  findPwdCheckEmailInputSchema,
  findPwdCheckMobileInputSchema,
  findPwdTicketSchema,
  recoveryKinds,
  TokenKind,
} from '@zyz/domain';

const paramsSchema = z.object({
  who: z.enum(recoveryKinds, { error: '找回类型应为 user（志愿者）或 admin（组织）' }),
});
const kindOf = (who: (typeof recoveryKinds)[number]) =>
  who === 'user' ? TokenKind.Volunteer : TokenKind.Org;
const answer = { 200: findPwdTicketSchema };

export const recoveryRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.recovery;

  app.post('/auth/findpwd/checkMobile/:who', {
    schema: {
      tags: ['auth'],
      summary: '找回密码：校验手机验证码（type=findPassword），得到一次性重设凭证',
      params: paramsSchema,
      body: findPwdCheckMobileInputSchema,
      response: answer,
    },
    handler: (request) => service.checkMobile(kindOf(request.params.who), request.body),
  });

  app.post('/auth/findpwd/checkEmail/:who', {
    schema: {
      tags: ['auth'],
      summary: '找回密码：校验邮箱验证码（type=findPassword），得到一次性重设凭证',
      params: paramsSchema,
      body: findPwdCheckEmailInputSchema,
      response: answer,
    },
    handler: (request) => service.checkEmail(kindOf(request.params.who), request.body),
  });
};
