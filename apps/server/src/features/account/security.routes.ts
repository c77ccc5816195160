import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  changePasswordInputSchema,
  changePasswordResultSchema,
  logoffStateSchema,
} from '@zyz/domain';
import { bearerSecurity } from '../../lib/route-schemas';
import { contextOf } from '../../lib/request-context';
import { callerOf } from '../../kernel';

const volunteer = { tags: ['volunteer-security'], security: bearerSecurity };
const logoffAnswer = { 200: logoffStateSchema };

export const securityRoutes: FastifyPluginAsyncZod = async (app) => {
  const logoff = app.services.logoff;

  app.post('/volunteer/center/security/changePassword', {
    schema: {
      ...volunteer,
      summary: '修改密码（需原密码；本次登录保留，其他登录全部失效）',
      body: changePasswordInputSchema,
      response: { 200: changePasswordResultSchema },
    },
    onRequest: app.requireVolunteer,
    handler: (request) =>
      app.services.changePassword.change(callerOf(request), request.body, contextOf(request)),
  });

  app.get('/volunteer/securityCenter/logoff/apply', {
    schema: {
      ...volunteer,
      summary: '申请注销账号（进入冷静期，期满后个人信息匿名化）',
      response: logoffAnswer,
    },
    onRequest: app.requireVolunteer,
    handler: (request) => logoff.apply(callerOf(request), contextOf(request)),
  });

  app.get('/volunteer/securityCenter/logoff/logoffState', {
    schema: { ...volunteer, summary: '注销申请状态', response: logoffAnswer },
    onRequest: app.requireVolunteer,
    handler: (request) => logoff.state(callerOf(request)),
  });

  app.get('/volunteer/securityCenter/logoff/cancel', {
    schema: { ...volunteer, summary: '撤销注销申请（冷静期内）', response: logoffAnswer },
    onRequest: app.requireVolunteer,
    handler: (request) => logoff.cancel(callerOf(request), contextOf(request)),
  });
};
