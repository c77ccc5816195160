import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  myQualificationsSchema,
  qualificationListSchema,
  saveMyQualificationsInputSchema,
} from '@zyz/domain';
import { bearerSecurity } from '../../lib/route-schemas';
import { callerOf } from '../../kernel';

export const qualificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.qualifications;

  app.get('/home/qualification/list', {
    schema: {
      tags: ['home'],
      summary: '报名条件：联合会维护的技能证书目录（急救证、教师资格证、机动车驾驶证等）',
      response: { 200: qualificationListSchema },
    },
    handler: () => service.list(),
  });

  const own = { tags: ['volunteer-profile'], security: bearerSecurity };
  app.get('/volunteer/center/qualification/mine', {
    schema: {
      ...own,
      summary: '我的技能证书（个人信息）',
      response: { 200: myQualificationsSchema },
    },
    onRequest: app.requireVolunteer,
    handler: (request) => service.mine(callerOf(request)),
  });

  app.post('/volunteer/center/qualification/save', {
    schema: {
      ...own,
      summary: '保存我的技能证书（整体替换；报名条件据此核对）',
      body: saveMyQualificationsInputSchema,
      response: { 200: myQualificationsSchema },
    },
    onRequest: app.requireVolunteer,
    handler: (request) => service.save(callerOf(request), request.body),
  });
};
