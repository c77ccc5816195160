/**
 * The one adapter from our validators to antd form rules, shared by the portal and the console,
 * so a form says exactly what the server would. Typed structurally (no antd, no zod import):
 * this package has no UI, and any zod schema fits `Parser`.
 */
export interface ValidatorRule {
  validator: (rule: unknown, value: unknown) => Promise<void>;
}

interface Parser {
  safeParse(value: unknown): { success: boolean; error?: { issues: { message: string }[] } };
}

/** A rule from the field's shared schema; the first issue's Chinese message is shown. */
export const fieldRule = (schema: Parser): ValidatorRule => ({
  validator: async (_rule, value) => {
    const result = schema.safeParse(value ?? '');
    if (!result.success) throw new Error(result.error?.issues[0]?.message ?? '格式不正确');
  },
});

/** The same for an optional field: blank passes. */
export const optionalFieldRule = (schema: Parser): ValidatorRule => ({
  validator: async (rule, value) => {
    if (value === undefined || value === null || value === '') return;
    await fieldRule(schema).validator(rule, value);
  },
});

/** A rule from a check that answers a Chinese message, or null when the (trimmed) text is fine. */
export const checkRule = (
  check: (value: string) => string | null | Promise<string | null>,
): ValidatorRule => ({
  validator: async (_rule, value) => {
    const msg = await check(typeof value === 'string' ? value.trim() : '');
    if (msg) throw new Error(msg);
  },
});
