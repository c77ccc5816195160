import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  attendanceListQuerySchema,
  attendanceResultSchema,
  correctAttendanceInputSchema,
  correctionListQuerySchema,
  correctionRowSchema,
  liveAttendancePageSchema,
  manualSignInInputSchema,
  manualSignOutInputSchema,
  pageSchema,
  qrTokenQuerySchema,
  qrTokenSchema,
  scanQrcodeInputSchema,
  scanResultSchema,
} from '@zyz/domain';
import { sha256 } from '../../lib/crypto';
import { bearerSecurity } from '../../lib/route-schemas';
import { contextOf } from '../../lib/request-context';
import { offlineScanRoutes } from './offline-scan.routes';
import { callerOf } from '../../kernel';

const manage = { tags: ['manage-attendance'], security: bearerSecurity };
const path = '/manage/pc/mission/attendance';

// A six-digit code could be guessed by trying; a volunteer's account gets this many tries a minute.
const scanLimit = {
  max: 20,
  timeWindow: 60_000,
  keyGenerator: (request: { headers: { authorization?: string }; ip: string }) =>
    request.headers.authorization ? `scan:${sha256(request.headers.authorization)}` : request.ip,
};

export const attendanceRoutes: FastifyPluginAsyncZod = async (app) => {
  const manageService = app.services.attendanceManage;
  const scanService = app.services.scan;

  app.get(`${path}/qrToken`, {
    schema: {
      ...manage,
      summary: '签到二维码（每30秒更换）与6位签到码',
      querystring: qrTokenQuerySchema,
      response: { 200: qrTokenSchema },
    },
    onRequest: app.requireOrg,
    handler: (request) => manageService.qrToken(callerOf(request), request.query.timesInfoId),
  });

  app.post(`${path}/signIn`, {
    schema: {
      ...manage,
      summary: '组织补录签到（须填写原因）',
      body: manualSignInInputSchema,
      response: { 200: attendanceResultSchema },
    },
    onRequest: app.requireOrg,
    handler: (request) => manageService.signIn(callerOf(request), request.body, contextOf(request)),
  });

  app.post(`${path}/signOut`, {
    schema: {
      ...manage,
      summary: '组织补录签退（须填写原因），生成公示中的服务时长',
      body: manualSignOutInputSchema,
      response: { 200: attendanceResultSchema },
    },
    onRequest: app.requireOrg,
    handler: (request) =>
      manageService.signOut(callerOf(request), request.body, contextOf(request)),
  });

  app.post(`${path}/correctTime`, {
    schema: {
      ...manage,
      summary: '更正签到、签退时间（须填写原因，公示中的时长随之重算）',
      body: correctAttendanceInputSchema,
      response: { 200: attendanceResultSchema },
    },
    onRequest: app.requireOrg,
    handler: (request) =>
      manageService.correct(callerOf(request), request.body, contextOf(request)),
  });

  app.get(`${path}/getAttendanceList`, {
    schema: {
      ...manage,
      summary: '签到签退名单（姓名、手机号脱敏；同一页另以 page.records/page.total 应答）',
      querystring: attendanceListQuerySchema,
      response: { 200: liveAttendancePageSchema },
    },
    onRequest: app.requireOrg,
    handler: (request) => app.services.attendanceList.list(callerOf(request), request.query),
  });

  app.get(`${path}/getCorrectionList`, {
    schema: {
      ...manage,
      summary: '补录与更正记录（操作人、原因、前后时间）',
      querystring: correctionListQuerySchema,
      response: { 200: pageSchema(correctionRowSchema) },
    },
    onRequest: app.requireOrg,
    handler: (request) => app.services.correctionList.list(callerOf(request), request.query),
  });

  app.get(`${path}/getAttendanceListExport`, {
    schema: {
      ...manage,
      summary: '导出签到签退名单（.xlsx）',
      querystring: attendanceListQuerySchema.omit({ pageIndex: true, pageSize: true }),
    },
    config: { envelope: false },
    onRequest: app.requireOrg,
    handler: async (request, reply) => {
      const file = await app.services.attendanceExport.exportList(
        callerOf(request),
        request.query,
        contextOf(request),
      );
      return reply
        .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header(
          'content-disposition',
          `attachment; filename="attendance.xlsx"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
        )
        .send(file.body);
    },
  });

  app.post('/volunteer/mission/attendance/scanQrcode', {
    schema: {
      tags: ['volunteer-attendance'],
      security: bearerSecurity,
      summary: '志愿者扫码（或输入签到码）签到、签退',
      body: scanQrcodeInputSchema,
      response: { 200: scanResultSchema },
    },
    config: { rateLimit: scanLimit },
    onRequest: app.requireVolunteer,
    handler: (request) => scanService.scan(callerOf(request), request.body),
  });

  await app.register(offlineScanRoutes);
};
