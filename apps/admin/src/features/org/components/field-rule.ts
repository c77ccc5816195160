import type { z } from 'zod';

/** An antd rule from the field's shared schema, so the form says what the server would. */
export const fieldRule = (schema: z.ZodType) => ({
  validator: async (_rule: unknown, value: unknown) => {
    const result = schema.safeParse(value ?? '');
    if (!result.success) throw new Error(result.error.issues[0]?.message ?? '格式不正确');
  },
});

/** The same for an optional field: blank passes. */
export const optionalFieldRule = (schema: z.ZodType) => ({
  validator: async (rule: unknown, value: unknown) => {
    if (value === undefined || value === null || value === '') return;
    await fieldRule(schema).validator(rule, value);
  },
});
