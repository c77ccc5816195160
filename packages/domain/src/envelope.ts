import { z } from 'zod';
import type { BizCode } from './codes';

/** Every JSON response: `{ code, msg, data }`; login adds `other`. */
export interface Envelope<T = unknown, O = undefined> {
  code: BizCode | string;
  msg: string;
  data: T;
  other?: O;
}

export interface Page<T> {
  list: T[];
  total: number;
}

export const envelopeSchema = <T extends z.ZodTypeAny>(data: T) =>
  z.object({ code: z.string(), msg: z.string(), data });

export const pageSchema = <T extends z.ZodTypeAny>(item: T) =>
  z.object({ list: z.array(item), total: z.number().int().nonnegative() });

const blankAsMissing = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/** Paging input shared by every list: `pageIndex` from 1, `pageSize` up to 100; blank = default. */
export const pageQuerySchema = z.object({
  pageIndex: z.preprocess(
    blankAsMissing,
    z.coerce
      .number({ error: '页码必须是数字' })
      .int('页码必须是整数')
      .min(1, '页码从1开始')
      .max(100000, '页码过大')
      .default(1),
  ),
  pageSize: z.preprocess(
    blankAsMissing,
    z.coerce
      .number({ error: '每页条数必须是数字' })
      .int('每页条数必须是整数')
      .min(1, '每页条数至少为1')
      .max(100, '每页条数最多为100')
      .default(10),
  ),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;
