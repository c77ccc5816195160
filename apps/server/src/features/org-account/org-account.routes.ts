import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminInfoSchema } from '@zyz/domain';
import { callerOf } from '../../plugins/auth';
import { bearerSecurity } from '../../lib/route-schemas';
import { createOrgAccountService } from './org-account.service';

export const orgAccountRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createOrgAccountService(app.deps);

  app.get('/manage/pc/usersAdmin/preEditMyInfo', {
    schema: {
      tags: ['manage'],
      summary: '当前组织账号信息',
      security: bearerSecurity,
      response: { 200: adminInfoSchema },
    },
    onRequest: app.requireOrg,
    handler: (request) => service.getMyInfo(callerOf(request)),
  });
};
