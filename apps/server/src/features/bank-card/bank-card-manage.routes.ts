import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  bankCardExportQuerySchema,
  bankCardIdQuerySchema,
  bankCardManageDetailSchema,
  bankCardManageListQuerySchema,
  bankCardManageRowSchema,
  bankCardPicQuerySchema,
  bankCardReviewInputSchema,
  bankCardRevealSchema,
  pageSchema,
} from '@zyz/domain';
import { bearerSecurity } from '../../lib/route-schemas';
import { contextOf } from '../../lib/request-context';
import { sendAttachment } from '../../lib/file-reply';
import { idcardAttachment } from './idcard-photos';
import { callerOf } from '../../kernel';

const secured = { tags: ['bank-card-manage'], security: bearerSecurity };

export const bankCardManageRoutes: FastifyPluginAsyncZod = async (app) => {
  const manage = app.services.bankCardManage;

  app.get('/manage/pc/bankCard/list', {
    schema: {
      ...secured,
      summary: '联名卡申请列表（省联合会）',
      querystring: bankCardManageListQuerySchema,
      response: { 200: pageSchema(bankCardManageRowSchema) },
    },
    onRequest: app.requireOrg,
    handler: (request) => manage.list(callerOf(request), request.query),
  });

  app.get('/manage/pc/bankCard/detail', {
    schema: {
      ...secured,
      summary: '联名卡申请详情（证件号码、手机号已脱敏；完整信息见 reveal）',
      querystring: bankCardIdQuerySchema,
      response: { 200: bankCardManageDetailSchema },
    },
    onRequest: app.requireOrg,
    handler: (request) => manage.detail(callerOf(request), request.query.id),
  });

  app.post('/manage/pc/bankCard/reveal', {
    schema: {
      ...secured,
      summary: '查看申请人完整证件号码与手机号（记入审计日志）',
      body: bankCardIdQuerySchema,
      response: { 200: bankCardRevealSchema },
    },
    onRequest: app.requireOrg,
    handler: (request) => manage.reveal(callerOf(request), request.body.id, contextOf(request)),
  });

  app.get('/manage/pc/bankCard/idcardPic', {
    schema: { ...secured, summary: '申请所附身份证照片', querystring: bankCardPicQuerySchema },
    config: { envelope: false },
    onRequest: app.requireOrg,
    handler: async (request, reply) => {
      const pic = await manage.photo(
        callerOf(request),
        request.query.id,
        request.query.side,
        contextOf(request),
      );
      return sendAttachment(reply, idcardAttachment(pic, request.query.side));
    },
  });

  app.post('/manage/pc/bankCard/review', {
    schema: {
      ...secured,
      summary: '审核：通过、驳回（须填原因）、要求重新上传证件照（须填原因）',
      body: bankCardReviewInputSchema,
      response: { 200: bankCardManageRowSchema },
    },
    onRequest: app.requireOrg,
    handler: (request) => manage.review(callerOf(request), request.body, contextOf(request)),
  });

  app.get('/manage/pc/bankCard/export', {
    schema: {
      ...secured,
      summary: '导出审核通过的申请给银行（.xlsx，并标记为已提交银行）；带批次号时重新下载该批次',
      querystring: bankCardExportQuerySchema,
    },
    config: { envelope: false },
    onRequest: app.requireOrg,
    handler: async (request, reply) =>
      sendAttachment(
        reply,
        await manage.exportBatch(callerOf(request), request.query.batchNo, contextOf(request)),
      ),
  });
};
