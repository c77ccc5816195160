import type { RuleObject } from 'antd/es/form';
import type { z } from 'zod';

/** An antd rule from the field's shared schema, so the form says exactly what the server would. */
export const fieldRule = (schema: z.ZodType): RuleObject => ({
  validator: async (_rule, value: unknown) => {
    const result = schema.safeParse(value ?? '');
    if (!result.success) throw new Error(result.error.issues[0]?.message ?? '格式不正确');
  },
});
