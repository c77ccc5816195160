import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  BizCode,
  bankCardApplicationSchema,
  bankCardApplyInputSchema,
  bankCardApplyStateSchema,
  bankCardIdcardPicSchema,
  bankCardOptionsSchema,
  bankCardProfessions,
  bankCardUserDetailSchema,
  contactRelations,
  debitGifts,
  educationOptions,
  annualIncomeOptions,
  maxImageBytes,
  uploadMessages,
} from '@zyz/domain';
import { BizError } from '../../lib/biz-error';
import { bearerSecurity } from '../../lib/route-schemas';
import { sendEnvelope } from '../../plugins/envelope';
import { idcardAttachment } from './idcard-photos';
import { sendAttachment } from '../../lib/file-reply';
import { callerOf } from '../../kernel';

const secured = { tags: ['bank-card'], security: bearerSecurity };
const isTooLarge = (err: unknown) =>
  (err as { code?: string } | null)?.code === 'FST_REQ_FILE_TOO_LARGE';

/** Reads the `front` and/or `back` parts; every part is checked before anything is stored. */
async function readSides(request: FastifyRequest) {
  const sides: { front?: Buffer; back?: Buffer } = {};
  for await (const part of request.parts({ limits: { fileSize: maxImageBytes, files: 2 } })) {
    if (part.type !== 'file') continue;
    if (part.fieldname !== 'front' && part.fieldname !== 'back') {
      await part.toBuffer();
      continue;
    }
    const content = await part.toBuffer();
    if (content.length > 0) sides[part.fieldname] = content;
  }
  if (!sides.front && !sides.back)
    throw new BizError(BizCode.InvalidInput, '请选择身份证正面或反面照片');
  return sides;
}

export const bankCardRoutes: FastifyPluginAsyncZod = async (app) => {
  const cards = app.services.bankCards;

  app.get('/volunteer/bankCard/getUsersDetail', {
    schema: {
      ...secured,
      summary: '联名卡申请：本人资料（预填）',
      response: { 200: bankCardUserDetailSchema },
    },
    onRequest: app.requireVolunteer,
    handler: (request) => cards.userDetail(callerOf(request)),
  });

  app.get('/volunteer/bankCard/getUsersApplyState', {
    schema: {
      ...secured,
      summary: '联名卡申请：本人最近一次申请、能否申请及原因、证件照是否已上传',
      response: { 200: bankCardApplyStateSchema },
    },
    onRequest: app.requireVolunteer,
    handler: (request) => cards.applyState(callerOf(request)),
  });

  app.get('/volunteer/bankCard/inspectHasIdcardPic', {
    schema: {
      ...secured,
      summary: '身份证正反面照片是否已上传',
      response: { 200: bankCardIdcardPicSchema },
    },
    onRequest: app.requireVolunteer,
    handler: (request) => cards.inspectHasIdcardPic(callerOf(request)),
  });

  app.get('/volunteer/bankCard/options', {
    schema: {
      ...secured,
      summary: '职业、学历、联系人关系、礼品、年收入选项',
      response: { 200: bankCardOptionsSchema },
    },
    onRequest: app.requireVolunteer,
    handler: async () => ({
      professions: [...bankCardProfessions],
      educations: [...educationOptions],
      relations: [...contactRelations],
      gifts: [...debitGifts],
      annualIncomes: [...annualIncomeOptions],
    }),
  });

  app.post('/volunteer/bankCard/photosRedoUpload', {
    schema: {
      ...secured,
      summary: '上传身份证正面（front）和/或反面（back）照片；被要求重新上传时申请回到审核中',
      consumes: ['multipart/form-data'],
      response: { 200: bankCardIdcardPicSchema },
    },
    onRequest: app.requireVolunteer,
    handler: async (request, reply) => {
      if (!request.isMultipart())
        throw new BizError(BizCode.InvalidInput, '请选择身份证正面或反面照片');
      let sides: { front?: Buffer; back?: Buffer };
      try {
        sides = await readSides(request);
      } catch (err) {
        if (isTooLarge(err))
          return sendEnvelope(reply, 413, BizCode.InvalidInput, uploadMessages.tooLarge);
        throw err;
      }
      const photos = app.services.idcardPhotos;
      const frontFile = sides.front ? await photos.store(sides.front) : undefined;
      const backFile = sides.back ? await photos.store(sides.back) : undefined;
      return cards.redoPhotos(callerOf(request), { frontFile, backFile });
    },
  });

  app.get('/volunteer/bankCard/idcardPic', {
    schema: {
      ...secured,
      summary: '查看本人已上传的身份证照片（仅本人）',
      querystring: z.object({ side: z.enum(['front', 'back'], { error: '请指明正面或反面' }) }),
    },
    config: { envelope: false },
    onRequest: app.requireVolunteer,
    handler: async (request, reply) => {
      const pic = await cards.ownPhoto(callerOf(request), request.query.side);
      return sendAttachment(reply, idcardAttachment(pic, request.query.side));
    },
  });

  app.post('/volunteer/bankCard/apply', {
    schema: {
      ...secured,
      summary: '提交联名卡申请（信用卡：资料与联系人；借记卡：资料与礼品）',
      body: bankCardApplyInputSchema,
      response: { 200: bankCardApplicationSchema },
    },
    onRequest: app.requireVolunteer,
    handler: (request) => cards.apply(callerOf(request), request.body),
  });
};
