import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  addShiftPatternInputSchema,
  addShiftPatternResultSchema,
  copyMissionInputSchema,
  shiftPatternPreviewInputSchema,
  shiftPatternPreviewSchema,
} from '@zyz/domain';
import { bearerSecurity } from '../../lib/route-schemas';
import { callerOf } from '../../kernel';

const manage = { tags: ['manage-mission'], security: bearerSecurity };

/** The organiser's tools over a whole mission: 重复时段 and 复制活动. */
export const missionToolRoutes: FastifyPluginAsyncZod = async (app) => {
  const patterns = app.services.shiftPatterns;
  const copier = app.services.missionCopy;
  const publicList = app.services.publicMissionList;
  const base = '/manage/pc/mission';

  app.post(`${base}/times/previewPattern`, {
    schema: {
      ...manage,
      summary: '重复时段：预览按每周规律生成的全部时段（不保存）',
      body: shiftPatternPreviewInputSchema,
      response: { 200: shiftPatternPreviewSchema },
    },
    onRequest: app.requireOrg,
    handler: (request) => patterns.preview(request.body),
  });

  app.post(`${base}/times/addPattern`, {
    schema: {
      ...manage,
      summary: '重复时段：按每周规律为活动添加时段（保存为普通时段，每个活动最多200个）',
      body: addShiftPatternInputSchema,
      response: { 200: addShiftPatternResultSchema },
    },
    onRequest: app.requireOrg,
    handler: async (request) => {
      const added = await patterns.addToMission(callerOf(request), request.body);
      publicList.clear();
      return added;
    },
  });

  app.post(`${base}/copyMission`, {
    schema: {
      ...manage,
      summary: '复制活动：以相同内容新建草稿，全部时段按所选的首个时段日期顺延',
      body: copyMissionInputSchema,
      response: { 200: z.object({ missionId: z.string() }) },
    },
    onRequest: app.requireOrg,
    handler: (request) => copier.copyMission(callerOf(request), request.body),
  });
};
