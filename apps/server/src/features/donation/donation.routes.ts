import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  certificateVerifyQuerySchema,
  donationIdQuerySchema,
  donationListQuerySchema,
  donationManageRowSchema,
  donationSaveInputSchema,
  donationSchema,
  donationVerifySchema,
  donationVoidInputSchema,
  pageQuerySchema,
  pageSchema,
} from '@zyz/domain';
import { bearerSecurity } from '../../lib/route-schemas';
import { originOf } from '../../lib/request-origin';
import { sendAttachment } from '../../lib/file-reply';
import { callerOf } from '../../kernel';

const secured = { tags: ['donation'], security: bearerSecurity };

export const donationRoutes: FastifyPluginAsyncZod = async (app) => {
  const donations = app.services.donations;
  const manage = app.services.donationManage;

  app.post('/manage/pc/donation/save', {
    schema: {
      ...secured,
      summary: '登记捐赠（资金或物资），捐赠人须为本组织（含下级组织）的成员或活动报名者',
      body: donationSaveInputSchema,
      response: { 200: donationManageRowSchema },
    },
    onRequest: app.requireOrg,
    handler: (request) => manage.save(callerOf(request), request.body),
  });

  app.get('/manage/pc/donation/list', {
    schema: {
      ...secured,
      summary: '本组织及下级组织登记的捐赠',
      querystring: donationListQuerySchema,
      response: { 200: pageSchema(donationManageRowSchema) },
    },
    onRequest: app.requireOrg,
    handler: (request) => manage.list(callerOf(request), request.query),
  });

  app.post('/manage/pc/donation/void', {
    schema: {
      ...secured,
      summary: '作废登记有误的捐赠（保留记录）',
      body: donationVoidInputSchema,
      response: { 200: donationManageRowSchema },
    },
    onRequest: app.requireOrg,
    handler: (request) => manage.void(callerOf(request), request.body),
  });

  app.get('/volunteer/donation/list', {
    schema: {
      ...secured,
      summary: '我的捐赠记录',
      querystring: pageQuerySchema,
      response: { 200: pageSchema(donationSchema) },
    },
    onRequest: app.requireVolunteer,
    handler: (request) => donations.list(callerOf(request), request.query),
  });

  app.post('/volunteer/donation/certificate/issue', {
    schema: {
      ...secured,
      summary: '开具捐赠证书（再次开具答同一份）',
      body: donationIdQuerySchema,
      response: { 200: donationSchema },
    },
    onRequest: app.requireVolunteer,
    handler: (request) => donations.issue(callerOf(request), request.body.donationId),
  });

  app.get('/volunteer/donation/certificate/download', {
    schema: {
      ...secured,
      summary: '下载捐赠证书 PDF（未开具时先开具）；拒绝时仍答 JSON 信封',
      querystring: donationIdQuerySchema,
    },
    config: { envelope: false },
    onRequest: app.requireVolunteer,
    handler: async (request, reply) => {
      const { bytes, fileName } = await donations.download(
        callerOf(request),
        request.query.donationId,
        originOf(request),
      );
      return sendAttachment(reply, {
        body: bytes,
        contentType: 'application/pdf',
        asciiName: 'donation-certificate.pdf',
        fileName,
      });
    },
  });

  app.get('/home/donation/verify', {
    schema: {
      tags: ['donation'],
      summary: '公开查验捐赠证书真伪（姓名打码）',
      querystring: certificateVerifyQuerySchema,
      response: { 200: donationVerifySchema },
    },
    handler: (request) => donations.verify(request.query.code),
  });
};
