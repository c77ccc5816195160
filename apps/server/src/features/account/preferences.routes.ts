import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { careModeInputSchema, careModeSchema } from '@zyz/domain';
import { bearerSecurity } from '../../lib/route-schemas';
import { callerOf } from '../../kernel';

/** How the volunteer's pages are drawn, kept on the account so every device they sign in on follows. */
export const preferencesRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.preferences;

  app.post('/volunteer/center/userInfo/careMode', {
    schema: {
      tags: ['volunteer-profile'],
      security: bearerSecurity,
      summary: '开启或关闭关怀模式（大字、高对比度，随账号同步到登录的设备）',
      body: careModeInputSchema,
      response: { 200: careModeSchema },
    },
    onRequest: app.requireVolunteer,
    handler: (request) => service.setCareMode(callerOf(request), request.body),
  });
};
