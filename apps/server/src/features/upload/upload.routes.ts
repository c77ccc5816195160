import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BizCode, maxImageBytes, uploadImageResultSchema, uploadMessages } from '@zyz/domain';
import { bearerSecurity } from '../../lib/route-schemas';
import { BizError } from '../../lib/biz-error';
import { sendEnvelope } from '../../plugins/envelope';

const isTooLarge = (err: unknown) =>
  (err as { code?: string } | null)?.code === 'FST_REQ_FILE_TOO_LARGE';

/** POST /manage/pc/upload/image (org token, multipart field `file`) → { url }. */
export const uploadRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/manage/pc/upload/image', {
    schema: {
      tags: ['manage-upload'],
      security: bearerSecurity,
      summary: '上传图片（活动封面等；JPG/PNG/WebP，不超过2MB）',
      consumes: ['multipart/form-data'],
      response: { 200: uploadImageResultSchema },
    },
    onRequest: app.requireOrg,
    handler: async (request, reply) => {
      const part = await request.file({ limits: { fileSize: maxImageBytes, files: 1 } });
      if (!part || part.fieldname !== 'file')
        throw new BizError(BizCode.InvalidInput, uploadMessages.noFile);
      let content: Buffer;
      try {
        content = await part.toBuffer();
      } catch (err) {
        // 413 as the API conventions say for an oversize upload, with the limit in words.
        if (isTooLarge(err))
          return sendEnvelope(reply, 413, BizCode.InvalidInput, uploadMessages.tooLarge);
        throw err;
      }
      if (content.length === 0) throw new BizError(BizCode.InvalidInput, uploadMessages.noFile);
      return app.services.images.store(content);
    },
  });
};
