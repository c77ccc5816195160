import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BizCode,
  districtIdQuerySchema,
  maxImageBytes,
  orgApplicationSchema,
  orgRegisterResultSchema,
  orgReviewInputSchema,
  orgReviewListQuerySchema,
  pageSchema,
  uploadMessages,
} from '@zyz/domain';
import { BizError } from '../../lib/biz-error';
import { bearerSecurity } from '../../lib/route-schemas';
import { contextOf } from '../../lib/request-context';
import { findControlChar } from '../../plugins/hostile-input';
import { callerOf } from '../../kernel';

const isTooLarge = (err: unknown) =>
  (err as { code?: string } | null)?.code === 'FST_REQ_FILE_TOO_LARGE';

/** The form's text fields and its one licence image (field `licence`). */
async function readRegistrationForm(request: FastifyRequest) {
  if (!request.isMultipart())
    throw new BizError(BizCode.InvalidInput, '请以表单（multipart/form-data）提交注册信息');
  const fields: Record<string, string> = {};
  let licence: Buffer | null = null;
  try {
    for await (const part of request.parts({
      limits: { fileSize: maxImageBytes, files: 1, fields: 30, fieldSize: 4096 },
    })) {
      if (part.type === 'file') {
        const content = await part.toBuffer();
        if (part.fieldname === 'licence') licence = content;
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (err) {
    if (isTooLarge(err)) throw new BizError(BizCode.InvalidInput, uploadMessages.tooLarge);
    throw err;
  }
  // The hook that refuses control characters sees no multipart fields: they are read here.
  const hostile = findControlChar(fields);
  if (hostile) throw new BizError(BizCode.InvalidInput, `参数 ${hostile} 含有不允许的控制字符`);
  return { fields, licence };
}

export const orgRegistrationRoutes: FastifyPluginAsyncZod = async (app) => {
  const review = app.services.orgReview;

  app.post('/open/org/register', {
    schema: {
      tags: ['org-registration'],
      summary: '组织注册（multipart：文本字段 + 执照图片 licence；提交后等待上级联合会审核）',
      consumes: ['multipart/form-data'],
      response: { 200: orgRegisterResultSchema },
    },
    handler: async (request) => {
      const { fields, licence } = await readRegistrationForm(request);
      return app.services.orgRegistration.register(fields, licence, request.ip);
    },
  });

  const manage = { tags: ['manage-org-review'], security: bearerSecurity };

  app.get('/manage/pc/org/review/list', {
    schema: {
      ...manage,
      summary: '本联合会下级组织的注册申请（待审核在前）',
      querystring: orgReviewListQuerySchema,
      response: { 200: pageSchema(orgApplicationSchema) },
    },
    onRequest: app.requireOrg,
    handler: (request) => review.list(callerOf(request), request.query),
  });

  app.get('/manage/pc/org/review/detail', {
    schema: {
      ...manage,
      summary: '一份注册申请的详情',
      querystring: districtIdQuerySchema,
      response: { 200: orgApplicationSchema },
    },
    onRequest: app.requireOrg,
    handler: (request) => review.detail(callerOf(request), request.query.districtId),
  });

  app.post('/manage/pc/org/review/audit', {
    schema: {
      ...manage,
      summary: '审核组织注册：通过，或填写原因不通过（短信通知申请人）',
      body: orgReviewInputSchema,
      response: { 200: orgApplicationSchema },
    },
    onRequest: app.requireOrg,
    handler: (request) => review.audit(callerOf(request), request.body, contextOf(request)),
  });
};
