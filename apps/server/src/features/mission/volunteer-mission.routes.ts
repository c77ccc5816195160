import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  accordApplyInputSchema,
  applyResultSchema,
  enshrineToggleSchema,
  missionDetailsQuerySchema,
  missionPersonlIdQuerySchema,
  missionSummarySchema,
  pageQuerySchema,
  pageSchema,
  userMissionListQuerySchema,
  userMissionSchema,
} from '@zyz/domain';
import { bearerSecurity, noDataSchema } from '../../lib/route-schemas';
import { callerOf } from '../../kernel';

const volunteer = { tags: ['volunteer-mission'], security: bearerSecurity };

export const volunteerMissionRoutes: FastifyPluginAsyncZod = async (app) => {
  const applying = app.services.apply;
  const mine = app.services.myMissions;
  const portal = app.services.portal;

  app.post('/volunteer/mission/accordApply', {
    schema: {
      ...volunteer,
      summary: '报名活动时段',
      body: accordApplyInputSchema,
      response: { 200: applyResultSchema },
    },
    onRequest: app.requireVolunteer,
    handler: (request) => applying.accordApply(callerOf(request), request.body),
  });

  app.get('/volunteer/mission/getUserMissionList', {
    schema: {
      ...volunteer,
      summary: '我的活动（报名记录）',
      querystring: userMissionListQuerySchema,
      response: { 200: pageSchema(userMissionSchema) },
    },
    onRequest: app.requireVolunteer,
    handler: (request) => mine.list(callerOf(request), request.query),
  });

  app.get('/volunteer/mission/getUserMissionInfo', {
    schema: {
      ...volunteer,
      summary: '我的一条报名',
      querystring: missionPersonlIdQuerySchema,
      response: { 200: userMissionSchema },
    },
    onRequest: app.requireVolunteer,
    handler: (request) => mine.info(callerOf(request), request.query.missionPersonlId),
  });

  app.get('/volunteer/mission/cancelApplyMission', {
    schema: {
      ...volunteer,
      summary: '取消报名（候补自动递补）',
      querystring: missionPersonlIdQuerySchema,
      response: { 200: noDataSchema },
    },
    onRequest: app.requireVolunteer,
    handler: async (request) => {
      await mine.cancel(callerOf(request), request.query.missionPersonlId);
      return null;
    },
  });

  app.get('/volunteer/mission/delApplyMission', {
    schema: {
      ...volunteer,
      summary: '从列表删除已取消或未录用的报名',
      querystring: missionPersonlIdQuerySchema,
      response: { 200: noDataSchema },
    },
    onRequest: app.requireVolunteer,
    handler: async (request) => {
      await mine.hide(callerOf(request), request.query.missionPersonlId);
      return null;
    },
  });

  app.post('/volunteer/enshrine/updateEnshrine', {
    schema: {
      ...volunteer,
      summary: '收藏或取消收藏活动',
      body: missionDetailsQuerySchema,
      response: { 200: enshrineToggleSchema },
    },
    onRequest: app.requireVolunteer,
    handler: (request) => portal.toggleEnshrine(callerOf(request), request.body.missionId),
  });

  app.get('/volunteer/enshrine/MissionEnshrineList', {
    schema: {
      ...volunteer,
      summary: '我收藏的活动',
      querystring: pageQuerySchema,
      response: { 200: pageSchema(missionSummarySchema) },
    },
    onRequest: app.requireVolunteer,
    handler: (request) => portal.favourites(callerOf(request), request.query),
  });
};
