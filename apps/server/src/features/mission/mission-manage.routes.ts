import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  findMissionListQuerySchema,
  liveMissionDetailSchema,
  liveMissionRowSchema,
  liveShiftSchema,
  missionIdInputSchema,
  missionPermissionQuerySchema,
  missionPermissionSchema,
  missionTimesQuerySchema,
  pageSchema,
  saveMissionInputSchema,
} from '@zyz/domain';
import { bearerSecurity, noDataSchema } from '../../lib/route-schemas';
import { callerOf } from '../../kernel';

const manage = { tags: ['manage-mission'], security: bearerSecurity };

export const missionManageRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.missionManage;
  const saver = app.services.missionSave;
  // The portal's kept list pages: a change here must show on the organiser's next load.
  const publicList = app.services.publicMissionList;
  const base = '/manage/pc/mission';

  app.get(`${base}/findMissionList`, {
    schema: {
      ...manage,
      summary: '本组织及下级组织的活动列表（type 兼容真实平台数字页签，空字符串视为不筛选）',
      querystring: findMissionListQuerySchema,
      response: { 200: pageSchema(liveMissionRowSchema) },
    },
    onRequest: app.requireOrg,
    handler: (request) => service.findMissionList(callerOf(request), request.query),
  });

  app.post(`${base}/saveMission`, {
    schema: {
      ...manage,
      summary: '新建或修改活动（含时段、报名条件）',
      body: saveMissionInputSchema,
      response: { 200: z.object({ missionId: z.string() }) },
    },
    onRequest: app.requireOrg,
    handler: async (request) => {
      const saved = await saver.saveMission(callerOf(request), request.body);
      publicList.clear();
      return saved;
    },
  });

  const transitions = [
    ['publishMission', '发布活动', service.publishMission],
    ['closeMission', '结束招募', service.closeMission],
    ['cancelMission', '取消活动（通知报名者）', service.cancelMission],
  ] as const;
  for (const [name, summary, run] of transitions) {
    app.post(`${base}/${name}`, {
      schema: { ...manage, summary, body: missionIdInputSchema, response: { 200: noDataSchema } },
      onRequest: app.requireOrg,
      handler: async (request) => {
        await run(callerOf(request), request.body.missionId);
        publicList.clear();
        return null;
      },
    });
  }

  app.get(`${base}/viewMission`, {
    schema: {
      ...manage,
      summary: '活动详情（含时段、报名条件；时段的 id 同 timesInfoId）',
      querystring: missionIdInputSchema,
      response: { 200: liveMissionDetailSchema },
    },
    onRequest: app.requireOrg,
    handler: (request) => service.viewMission(callerOf(request), request.query.missionId),
  });

  app.get(`${base}/findMissionTimesList`, {
    schema: {
      ...manage,
      summary: '活动时段列表',
      querystring: missionTimesQuerySchema,
      response: { 200: pageSchema(liveShiftSchema) },
    },
    onRequest: app.requireOrg,
    handler: (request) => service.findMissionTimesList(callerOf(request), request.query),
  });

  app.get(`${base}/info/permission`, {
    schema: {
      ...manage,
      summary: '当前账号对该活动可做的操作（按活动状态）',
      querystring: missionPermissionQuerySchema,
      response: { 200: missionPermissionSchema },
    },
    onRequest: app.requireOrg,
    handler: (request) =>
      app.services.missionPermission.load(callerOf(request), request.query.missionId),
  });
};
