import fp from 'fastify-plugin';
import type { FastifyReply, RouteHandlerMethod } from 'fastify';
import { z } from 'zod';
import { BizCode, bizCodeMessages, envelopeSchema } from '@zyz/domain';
import { WithOther } from '../lib/biz-error';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false for routes that answer something other than the JSON envelope (openapi.json, files). */
    envelope?: boolean;
  }
}

export interface EnvelopeBody {
  code: string;
  msg: string;
  data: unknown;
  other?: unknown;
}

export const okEnvelope = (data: unknown): EnvelopeBody =>
  data instanceof WithOther
    ? {
        code: BizCode.Ok,
        msg: bizCodeMessages[BizCode.Ok],
        data: data.data ?? null,
        other: data.other,
      }
    : { code: BizCode.Ok, msg: bizCodeMessages[BizCode.Ok], data: data ?? null };

/** The success envelope around data already encoded as JSON text (okEnvelope's keys, in order). */
export const okEnvelopeJson = (dataJson: string): string =>
  `{"code":${JSON.stringify(BizCode.Ok)},"msg":${JSON.stringify(bizCodeMessages[BizCode.Ok])},"data":${dataJson}}`;

/**
 * Sends an envelope that bypasses the route's response schema: refusals carry `data: null`,
 * which the success schema (rightly) does not allow.
 */
export function sendEnvelope(reply: FastifyReply, status: number, code: string, msg: string) {
  return reply
    .code(status)
    .type('application/json; charset=utf-8')
    .serializer(JSON.stringify)
    .send({ code, msg, data: null } satisfies EnvelopeBody);
}

const withOtherParts = new WeakMap<z.ZodType, { data: z.ZodType; other: z.ZodType }>();

/**
 * Response schema of a handler that returns `withOther(data, other)`. Typed as the marker so the
 * handler type-checks; the envelope plugin swaps in the real `{ code, msg, data, other }` schema.
 */
export function withOtherSchema<D extends z.ZodType, O extends z.ZodType>(data: D, other: O) {
  const marker = z.custom<WithOther<z.output<D>, z.output<O>>>((v) => v instanceof WithOther);
  withOtherParts.set(marker, { data, other });
  return marker;
}

/** What goes over the wire for a route that declares `response: { 200: dataSchema }`. */
function envelopeFor(dataSchema: z.ZodType): z.ZodType {
  const parts = withOtherParts.get(dataSchema);
  if (!parts) return envelopeSchema(dataSchema);
  return z.object({ code: z.string(), msg: z.string(), data: parts.data, other: parts.other });
}

/**
 * Routes declare the schema of their `data` and handlers return plain data (or
 * `withOther(data, other)`); this plugin rewrites each route's 200 schema into the envelope
 * (so serialisation and the OpenAPI document show what the client receives) and wraps the
 * handler so the envelope is built in one place.
 *
 * Handlers return plain data (or `withOther(data, other)`); this wraps every route's handler
 * so the envelope is built in one place. Wrapping the handler rather than using a
 * preSerialization hook keeps `null` answers (logout) on the same path: Fastify skips that
 * hook for null payloads.
 */
export const envelopePlugin = fp(
  async (app) => {
    app.addHook('onRoute', (route) => {
      // Only API routes answer envelopes. Static file routes (@fastify/static) send their stream
      // after their handler's promise settles; wrapping them raced an envelope object against
      // the file and answered some script downloads with a 500.
      if (route.config?.envelope === false || !route.url.startsWith('/v2/')) return;
      const response = route.schema?.response as Record<string, unknown> | undefined;
      if (route.schema && response && response[200] instanceof z.ZodType) {
        // A new object: route files share response maps between routes.
        route.schema = {
          ...route.schema,
          response: { ...response, 200: envelopeFor(response[200]) },
        };
      }
      const handler = route.handler as RouteHandlerMethod;
      route.handler = async function wrapped(this: unknown, request, reply) {
        const result = await (handler as (...a: unknown[]) => unknown).call(this, request, reply);
        if (reply.sent) return reply;
        return okEnvelope(result);
      } as RouteHandlerMethod;
    });
  },
  { name: 'envelope' },
);
