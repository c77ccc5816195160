import fp from 'fastify-plugin';
import type { FastifyError } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import { BizCode, bizCodeMessages } from '@zyz/domain';
import { BizError } from '../lib/biz-error';
import { sendEnvelope } from './envelope';

const hasChinese = /[\u4e00-\u9fa5]/;

interface Issue {
  instancePath?: string;
  message?: string;
}

/**
 * The schema's own Chinese message when it has one (it names the field); otherwise a generic
 * one naming the parameter, because zod's built-in messages are English.
 */
export function validationMessage(issues: Issue[]): string {
  const first = issues[0];
  const field = (first?.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.');
  if (first?.message && hasChinese.test(first.message)) return first.message;
  return field ? `参数 ${field} 格式不正确` : '请求参数格式不正确';
}

/** Fastify's own request-parsing failures, answered as invalid input a client can fix. */
const parseFailures: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: '请求内容不是有效的 JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: '请求内容为空',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: '不支持的请求内容类型，请使用 JSON 或表单格式提交',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: '请求内容长度不正确',
  FST_ERR_CTP_BODY_TOO_LARGE: '请求内容过大',
  FST_ERR_CTP_INVALID_CONTENT_TYPE: '请求内容类型不正确',
  FST_INVALID_MULTIPART_CONTENT_TYPE: '上传请求格式不正确',
  FST_ERR_VALIDATION: '请求参数格式不正确',
};

// The multipart parser (@fastify/busboy) fails with plain errors when a body is cut short or
// its boundary is wrong; they surface while a handler reads the parts.
const brokenMultipart =
  /^(Multipart: Boundary not found|Unexpected end of multipart data|.* terminated early due to unexpected end of multipart data)$/;

/** Said when an answer fails its own schema: the request was fine, the data could not be shown. */
export const unshowableAnswerMessage = '数据暂时无法显示，请稍后再试';

const uploadTooLarge = new Set([
  'FST_REQ_FILE_TOO_LARGE',
  'FST_FILES_LIMIT',
  'FST_PARTS_LIMIT',
  'FST_FIELDS_LIMIT',
]);

export const errorHandlerPlugin = fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      // The answer was already under way when it failed: typically a download the browser
      // abandoned (a page navigating away while its scripts load). Nobody is left to read an
      // error, and headers cannot be sent twice.
      if (reply.raw.headersSent) {
        request.log.info({ err: error }, 'response abandoned');
        reply.raw.destroy();
        return;
      }
      if (error instanceof BizError) {
        const status = error.code === BizCode.Unauthorized ? 401 : 200;
        return sendEnvelope(reply, status, error.code, error.message);
      }
      // The handler's data does not fit the route's response schema: our fault, never the
      // caller's. The log names the route and the fields at fault, not their values, which
      // may be personal details (a mobile, an ID number).
      if (isResponseSerializationError(error)) {
        request.log.error(
          {
            route: `${request.method} ${request.routeOptions.url ?? request.url.split('?')[0]}`,
            issues: error.cause.issues.map((i) => `${i.path.join('.')}: ${i.message}`),
          },
          'answer does not match its response schema',
        );
        return sendEnvelope(reply, 500, BizCode.ServerFault, unshowableAnswerMessage);
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        return sendEnvelope(reply, 200, BizCode.InvalidInput, validationMessage(error.validation));
      }
      if (error.code && uploadTooLarge.has(error.code)) {
        return sendEnvelope(reply, 413, BizCode.InvalidInput, '上传文件过大');
      }
      if (error.statusCode === 429) {
        return sendEnvelope(reply, 429, BizCode.TooManyAttempts, '请求过于频繁，请稍后再试');
      }
      if (!error.statusCode && request.isMultipart() && brokenMultipart.test(error.message)) {
        return sendEnvelope(
          reply,
          200,
          BizCode.InvalidInput,
          '上传内容不完整或格式不正确，请重新提交',
        );
      }
      const parseMsg = error.code ? parseFailures[error.code] : undefined;
      if (parseMsg) return sendEnvelope(reply, 200, BizCode.InvalidInput, parseMsg);
      // Static files: a directory or a file mid-rebuild is simply not there.
      if (!request.url.startsWith('/v2/') && error.statusCode && error.statusCode < 500) {
        return sendEnvelope(reply, 404, BizCode.NotFound, '页面不存在');
      }
      // Any other 4xx from Fastify or a plugin is still the client's input; never a stack.
      if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
        request.log.info({ err: error }, 'request refused');
        return sendEnvelope(
          reply,
          200,
          BizCode.InvalidInput,
          bizCodeMessages[BizCode.InvalidInput],
        );
      }
      request.log.error({ err: error }, 'request failed');
      return sendEnvelope(reply, 500, BizCode.ServerFault, bizCodeMessages[BizCode.ServerFault]);
    });
  },
  { name: 'error-handler' },
);
