import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { passwordStateSchema, resetModifyPwdInputSchema } from '@zyz/domain';
import { callerOf } from '../../plugins/auth';
import { bearerSecurity, noDataSchema } from '../../lib/route-schemas';
import { createPasswordService } from './password.service';
import { contextOf } from '../../lib/request-context';

const stateAnswer = { 200: passwordStateSchema };
const resetSchema = {
  tags: ['auth'],
  security: bearerSecurity,
  body: resetModifyPwdInputSchema,
  response: { 200: noDataSchema },
};

export const passwordRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createPasswordService(app.deps);

  app.post('/auth/findpwd/users/resetModifyPwd', {
    schema: { ...resetSchema, summary: '志愿者重设弱密码或被要求修改的密码' },
    onRequest: app.requireVolunteer,
    handler: (request) =>
      service.resetPassword(callerOf(request), request.body, contextOf(request)),
  });

  app.post('/auth/findpwd/usersAdmin/resetModifyPwd', {
    schema: { ...resetSchema, summary: '组织账号重设弱密码或被要求修改的密码' },
    onRequest: app.requireOrg,
    handler: (request) =>
      service.resetPassword(callerOf(request), request.body, contextOf(request)),
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
