import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  certificateIdQuerySchema,
  certificateIssueInputSchema,
  certificateSchema,
  certificateVerifyQuerySchema,
  certificateVerifySchema,
  pageQuerySchema,
  pageSchema,
} from '@zyz/domain';
import { bearerSecurity } from '../../lib/route-schemas';
import { originOf } from '../../lib/request-origin';
import { sendAttachment } from '../../lib/file-reply';
import { callerOf } from '../../kernel';

const volunteer = { tags: ['certificate'], security: bearerSecurity };

export const certificateRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.certificates;

  app.post('/volunteer/certificate/issue', {
    schema: {
      ...volunteer,
      summary: '开具志愿服务时长证明（同一时间段再次开具答同一份）',
      body: certificateIssueInputSchema,
      response: { 200: certificateSchema },
    },
    onRequest: app.requireVolunteer,
    handler: (request) => service.issue(callerOf(request), request.body),
  });

  app.get('/volunteer/certificate/list', {
    schema: {
      ...volunteer,
      summary: '我的时长证明',
      querystring: pageQuerySchema,
      response: { 200: pageSchema(certificateSchema) },
    },
    onRequest: app.requireVolunteer,
    handler: (request) => service.list(callerOf(request), request.query),
  });

  app.get('/volunteer/certificate/download', {
    schema: {
      ...volunteer,
      summary: '下载时长证明 PDF；拒绝时仍答 JSON 信封',
      querystring: certificateIdQuerySchema,
    },
    config: { envelope: false },
    onRequest: app.requireVolunteer,
    handler: async (request, reply) => {
      const { bytes, fileName } = await service.download(
        callerOf(request),
        request.query.certificateId,
        originOf(request),
      );
      return sendAttachment(reply, {
        body: bytes,
        contentType: 'application/pdf',
        asciiName: 'certificate.pdf',
        fileName,
      });
    },
  });

  app.get('/home/certificate/verify', {
    schema: {
      tags: ['certificate'],
      summary: '公开查验时长证明真伪（只答证明上已有的信息，姓名打码）',
      querystring: certificateVerifyQuerySchema,
      response: { 200: certificateVerifySchema },
    },
    handler: (request) => service.verify(request.query.code),
  });
};
