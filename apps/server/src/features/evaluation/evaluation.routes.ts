import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  evaluateItemSchema,
  evaluateListQuerySchema,
  evaluationSaveInputSchema,
  evaluationSchema,
  missionEvaluationListQuerySchema,
  missionEvaluationRowSchema,
  pageQuerySchema,
  pageSchema,
  receivedEvaluationSchema,
} from '@zyz/domain';
import { bearerSecurity, cacheBusterQuerySchema } from '../../lib/route-schemas';
import { callerOf } from '../../kernel';

const secured = { tags: ['evaluation'], security: bearerSecurity };

export const evaluationRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.evaluations;

  app.post('/volunteer/mission/evaluation/saveMissionPersonalUsersEvaluation', {
    schema: {
      ...secured,
      summary: '志愿者评价活动（每次报名一次，签退后）',
      querystring: cacheBusterQuerySchema,
      body: evaluationSaveInputSchema,
      response: { 200: evaluationSchema },
    },
    onRequest: app.requireVolunteer,
    handler: (request) => service.rateMission(callerOf(request), request.body),
  });

  app.get('/volunteer/center/evaluation/getEvaluateList', {
    schema: {
      ...secured,
      summary: '活动评价：已签退的活动与我的评价（state=pending 待评价，done 已评价）',
      querystring: evaluateListQuerySchema,
      response: { 200: pageSchema(evaluateItemSchema) },
    },
    onRequest: app.requireVolunteer,
    handler: (request) => service.myList(callerOf(request), request.query),
  });

  app.get('/volunteer/center/evaluation/getReceivedList', {
    schema: {
      ...secured,
      summary: '收到的评价：组织对我的评价',
      querystring: pageQuerySchema,
      response: { 200: pageSchema(receivedEvaluationSchema) },
    },
    onRequest: app.requireVolunteer,
    handler: (request) => service.received(callerOf(request), request.query),
  });

  app.get('/manage/pc/mission/evaluation/getMissionEvaluationList', {
    schema: {
      ...secured,
      summary: '活动的已签退志愿者及双方评价',
      querystring: missionEvaluationListQuerySchema,
      response: { 200: pageSchema(missionEvaluationRowSchema) },
    },
    onRequest: app.requireOrg,
    handler: (request) => service.missionRows(callerOf(request), request.query),
  });

  app.post('/manage/pc/mission/evaluation/saveUsersEvaluation', {
    schema: {
      ...secured,
      summary: '组织评价志愿者（每次报名一次，签退后）',
      body: evaluationSaveInputSchema,
      response: { 200: evaluationSchema },
    },
    onRequest: app.requireOrg,
    handler: (request) => service.rateVolunteer(callerOf(request), request.body),
  });
};
