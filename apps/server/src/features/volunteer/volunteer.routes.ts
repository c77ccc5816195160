import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  currentUserSchema,
  serviceTimeSchema,
  usersStaticSchema,
  volunteerInfoSchema,
} from '@zyz/domain';
import { bearerSecurity } from '../../lib/route-schemas';
import { callerOf } from '../../kernel';

const volunteerOnly = { tags: ['volunteer'], security: bearerSecurity };

export const volunteerRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.volunteers;

  app.get('/volunteer/user/current', {
    schema: { ...volunteerOnly, summary: '当前登录的志愿者', response: { 200: currentUserSchema } },
    onRequest: app.requireVolunteer,
    handler: (request) => service.getCurrentUser(callerOf(request)),
  });

  app.get('/volunteer/info/userInfo', {
    schema: {
      ...volunteerOnly,
      summary: '志愿者信息、所属组织与时长',
      response: { 200: volunteerInfoSchema },
    },
    onRequest: app.requireVolunteer,
    handler: (request) => service.getVolunteerInfo(callerOf(request)),
  });

  app.get('/volunteer/center/static/usersStatic', {
    schema: {
      ...volunteerOnly,
      summary: '服务时长、培训时长与报名次数',
      response: { 200: usersStaticSchema },
    },
    onRequest: app.requireVolunteer,
    handler: (request) => service.getUsersStatic(callerOf(request)),
  });

  app.get('/volunteer/dataHandle/refreshUserStaticServiceTime', {
    schema: {
      ...volunteerOnly,
      summary: '服务与培训时长（分钟）',
      response: { 200: serviceTimeSchema },
    },
    onRequest: app.requireVolunteer,
    handler: (request) => service.getServiceTime(callerOf(request)),
  });
};
