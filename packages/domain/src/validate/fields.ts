import { z } from 'zod';
import { isValidAccountName } from './account-name';
import { isValidCreditCode } from './credit-code';
import { isValidEmail } from './email';
import { idCardInvalidReason } from './id-card';
import { isValidMobile } from './mobile';
import { isValidPassword, passwordMessages } from './password';
import { isValidRealName, realNameMessage } from './real-name';

// Field schemas for forms and request bodies. Each message names its field, since
// the envelope answers bad input with the first message alone. An empty value
// aborts the remaining checks so the person reads "不能为空", not a format error too.

/** A required text field, trimmed, with the empty message for `field`. */
const requiredText = (field: string) =>
  z
    .string({ error: `${field}不能为空` })
    .trim()
    .min(1, { error: `${field}不能为空`, abort: true });

export const mobileSchema = requiredText('手机号码').refine(isValidMobile, '手机号码格式不正确');

export const emailSchema = requiredText('邮箱').refine(isValidEmail, '邮箱格式不正确');

/** Normalises a trailing lower-case x to X, so stored numbers compare equal. */
export const idCardSchema = requiredText('身份证号码')
  .toUpperCase()
  .superRefine((value, ctx) => {
    const reason = idCardInvalidReason(value);
    if (reason !== null) ctx.addIssue({ code: 'custom', message: reason, input: value });
  });

export const creditCodeSchema = requiredText('统一社会信用代码')
  .toUpperCase()
  .refine(isValidCreditCode, '统一社会信用代码格式不正确，应为18位数字或字母');

export const accountNameSchema = requiredText('账号').refine(
  isValidAccountName,
  '账号须以字母开头，8到20位字母和数字，且至少包含一个数字',
);

/** Not trimmed: spaces are not allowed in a password, and silently dropping them would hide a typo. */
export const passwordSchema = z
  .string({ error: passwordMessages.empty })
  .min(1, { error: passwordMessages.empty, abort: true })
  .refine(isValidPassword, passwordMessages.format);

/** 2–30 Chinese ideographs, '·' between the parts of an ethnic-minority name. */
export const realNameSchema = requiredText('姓名')
  .min(2, { error: '姓名长度应为2到30个字符', abort: true })
  .max(30, { error: '姓名长度应为2到30个字符', abort: true })
  .refine(isValidRealName, realNameMessage);
