import { z } from 'zod';
import { chinaOffsetIso } from './format/china-time';

// Field helpers every request schema uses: query strings are forgiving (an empty string means
// "any") yet strict about shape; messages name the field in Chinese.

// In a browser zod's fast path would first probe for eval (new Function), which the pages'
// content security policy refuses and reports; the plain path gives the same answers there.
// The service worker runs under the same policy and checks the answers it sends scans for.
if (typeof window !== 'undefined' || 'WorkerGlobalScope' in globalThis) z.config({ jitless: true });

const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/** A query or body field that may be absent or blank; blank reads as absent. */
export const optionalField = <T extends z.ZodType>(schema: T) =>
  z.preprocess(blankToUndefined, schema.optional());

/** A latitude (limit 90) or longitude (limit 180), optional, given as a number or its text. */
export const coordinate = (field: string, limit: number) =>
  optionalField(
    z.coerce
      .number({ error: `${field}必须是数字` })
      .min(-limit, `${field}超出范围`)
      .max(limit, `${field}超出范围`),
  );

/** A positive database id sent as a string or number; answers a number. */
export const idSchema = (field: string) =>
  z.preprocess(
    (v) => (typeof v === 'number' ? String(v) : v),
    z
      .string({
        error: (issue) =>
          issue.input === undefined || issue.input === null
            ? `${field}不能为空`
            : `${field}格式不正确`,
      })
      .trim()
      .min(1, { error: `${field}不能为空`, abort: true })
      .regex(/^[1-9]\d{0,14}$/, `${field}格式不正确`)
      .transform(Number),
  );

export const textField = (field: string, max: number) =>
  z
    .string({ error: `${field}不能为空` })
    .trim()
    .min(1, { error: `${field}不能为空`, abort: true })
    .max(max, `${field}不能超过${max}个字`);

const localPattern = /^(\d{4}-\d{2}-\d{2})(?:[ T](\d{2}:\d{2})(?::(\d{2}))?)?$/;
const zonedPattern =
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2})$/;

/**
 * 'YYYY-MM-DD', 'YYYY-MM-DD HH:mm[:ss]' (China time, as people type it) or ISO 8601 with a zone.
 * Null when the text is no real instant (2024-02-30 included).
 */
export function parseChinaDateTime(text: string): Date | null {
  const value = text.trim();
  let iso: string;
  const local = localPattern.exec(value);
  if (local) iso = `${local[1]}T${local[2] ?? '00:00'}:${local[3] ?? '00'}${chinaOffsetIso}`;
  else if (zonedPattern.test(value)) iso = value;
  else return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  // Date rolls 02-30 over to 03-01; compare the calendar part back to refuse it.
  const day = value.slice(0, 10);
  const back = new Date(Date.UTC(+day.slice(0, 4), +day.slice(5, 7) - 1, +day.slice(8, 10)));
  if (back.toISOString().slice(0, 10) !== day) return null;
  return date;
}

export const dateTimeSchema = (field: string) =>
  z
    .string({ error: `${field}不能为空` })
    .trim()
    .min(1, { error: `${field}不能为空`, abort: true })
    .max(40, `${field}格式不正确`)
    .transform((v, ctx) => {
      const date = parseChinaDateTime(v);
      if (!date) {
        ctx.addIssue({ code: 'custom', message: `${field}格式不正确，应为 YYYY-MM-DD HH:mm` });
        return z.NEVER;
      }
      return date;
    });

/** One shift as every side sees it; places are exact (read in the same query as the quota). */
