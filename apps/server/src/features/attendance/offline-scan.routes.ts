import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { offlineScanAnswerSchema, offlineScanInputSchema, offlineShiftsSchema } from '@zyz/domain';
import { sha256 } from '../../lib/crypto';
import { bearerSecurity } from '../../lib/route-schemas';
import { callerOf } from '../../kernel';

const volunteer = { tags: ['volunteer-attendance'], security: bearerSecurity };
const path = '/volunteer/mission/attendance';

// A batch may carry six-digit codes, each a guess if the volunteer was not there: five uploads
// a minute (at most two codes per shift each) keep guessing as slow as the online scan's limit.
const uploadLimit = {
  max: 5,
  timeWindow: 60_000,
  keyGenerator: (request: { headers: { authorization?: string }; ip: string }) =>
    request.headers.authorization
      ? `offline-scan:${sha256(request.headers.authorization)}`
      : request.ip,
};

/** Sign-in without signal (issue 49): the phone's snapshot, and the upload of its queue. */
export const offlineScanRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.offlineScan;

  app.get(`${path}/offlineShifts`, {
    schema: {
      ...volunteer,
      summary: '离线签到准备：未来7天已录用的时段与服务器时间',
      response: { 200: offlineShiftsSchema },
    },
    onRequest: app.requireVolunteer,
    handler: (request) => service.shifts(callerOf(request)),
  });

  app.post(`${path}/offlineScans`, {
    schema: {
      ...volunteer,
      summary: '提交离线扫码记录（按扫码顺序逐条核验，重复提交只记一次）',
      body: offlineScanInputSchema,
      response: { 200: offlineScanAnswerSchema },
    },
    config: { rateLimit: uploadLimit },
    onRequest: app.requireVolunteer,
    handler: (request) => service.submit(callerOf(request), request.body),
  });
};
