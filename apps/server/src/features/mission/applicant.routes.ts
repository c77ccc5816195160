import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  auditMpInputSchema,
  auditMpResultSchema,
  liveMpRowSchema,
  mpListQuerySchema,
  pageSchema,
  revealMobileInputSchema,
  revealMobileResultSchema,
} from '@zyz/domain';
import { bearerSecurity } from '../../lib/route-schemas';
import { contextOf } from '../../lib/request-context';
import { callerOf } from '../../kernel';

const manage = { tags: ['manage-mission'], security: bearerSecurity };

export const applicantRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.applicants;

  app.get('/manage/pc/mission/personal/getMPList', {
    schema: {
      ...manage,
      summary: '活动报名人员（姓名完整，手机号脱敏）',
      querystring: mpListQuerySchema,
      response: { 200: pageSchema(liveMpRowSchema) },
    },
    onRequest: app.requireOrg,
    handler: (request) => service.getMpList(callerOf(request), request.query),
  });

  app.post('/manage/pc/mission/personal/auditMP', {
    schema: {
      ...manage,
      summary: '录用或不录用（可批量，全部成功或全部不变）',
      body: auditMpInputSchema,
      response: { 200: auditMpResultSchema },
    },
    onRequest: app.requireOrg,
    handler: (request) => service.auditMp(callerOf(request), request.body, contextOf(request)),
  });

  app.post('/manage/pc/mission/personal/revealMobile', {
    schema: {
      ...manage,
      summary: '查看一名报名人员的完整手机号（写入审计日志）',
      body: revealMobileInputSchema,
      response: { 200: revealMobileResultSchema },
    },
    onRequest: app.requireOrg,
    handler: (request) => service.revealMobile(callerOf(request), request.body, contextOf(request)),
  });

  app.get('/manage/pc/mission/personal/getMPListExport', {
    schema: {
      ...manage,
      summary: '导出报名人员（.xlsx，姓名与手机号脱敏）',
      querystring: mpListQuerySchema.pick({ missionId: true, state: true }),
    },
    config: { envelope: false },
    onRequest: app.requireOrg,
    handler: async (request, reply) => {
      const file = await app.services.applicantExport.exportList(
        callerOf(request),
        request.query,
        contextOf(request),
      );
      return reply
        .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header(
          'content-disposition',
          `attachment; filename="applicants.xlsx"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
        )
        .send(file.body);
    },
  });
};
