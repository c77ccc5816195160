import { z } from 'zod';

/** OpenAPI security requirement of token-protected operations. */
export const bearerSecurity = [{ bearerAuth: [] }];

/** `data` of an answer that carries nothing (logout, password change). */
export const noDataSchema = z.null();

/** The `?xc=` cache-buster the portal appends to login posts. */
export const cacheBusterQuerySchema = z.object({
  xc: z.string().max(64, '参数 xc 过长').optional(),
});
