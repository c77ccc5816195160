import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  accountNameSchema,
  creditCodeSchema,
  emailSchema,
  idCardSchema,
  mobileSchema,
  passwordSchema,
  realNameSchema,
} from './fields';
import { realNameMessage } from './real-name';

/** The messages a failed parse carries, in order: the envelope shows the first. */
function messagesOf(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('field schemas', () => {
  it('trims and accepts valid values', () => {
    expect(mobileSchema.parse(' 13800138000 ')).toBe('13800138000');
    expect(emailSchema.parse('zhangsan@qq.com')).toBe('zhangsan@qq.com');
    expect(accountNameSchema.parse('zhangsan2024')).toBe('zhangsan2024');
    expect(realNameSchema.parse(' 阿沛·阿旺晋美 ')).toBe('阿沛·阿旺晋美');
    expect(passwordSchema.parse('Zyz@2024pass')).toBe('Zyz@2024pass');
  });

  it('upper-cases a trailing x of an ID number and letters of a credit code', () => {
    expect(idCardSchema.parse('11010519491231002x')).toBe('11010519491231002X');
    expect(creditCodeSchema.parse('91350100m000100y43')).toBe('91350100M000100Y43');
  });

  it('says only that the field is empty for empty, blank or missing input', () => {
    expect(messagesOf(mobileSchema, '')).toEqual(['手机号码不能为空']);
    expect(messagesOf(mobileSchema, '   ')).toEqual(['手机号码不能为空']);
    expect(messagesOf(mobileSchema, undefined)).toEqual(['手机号码不能为空']);
    expect(messagesOf(emailSchema, '')).toEqual(['邮箱不能为空']);
    expect(messagesOf(idCardSchema, '')).toEqual(['身份证号码不能为空']);
    expect(messagesOf(creditCodeSchema, null)).toEqual(['统一社会信用代码不能为空']);
    expect(messagesOf(accountNameSchema, '')).toEqual(['账号不能为空']);
    expect(messagesOf(passwordSchema, '')).toEqual(['密码不能为空']);
    expect(messagesOf(realNameSchema, '')).toEqual(['姓名不能为空']);
  });

  it('names the field in each format message', () => {
    expect(messagesOf(mobileSchema, '12800138000')).toEqual(['手机号码格式不正确']);
    expect(messagesOf(emailSchema, 'zhangsan@qq')).toEqual(['邮箱格式不正确']);
    expect(messagesOf(creditCodeSchema, '9135A100M000100Y43')).toEqual([
      '统一社会信用代码格式不正确，应为18位数字或字母',
    ]);
    expect(messagesOf(accountNameSchema, 'zhangsan')).toEqual([
      '账号须以字母开头，8到20位字母和数字，且至少包含一个数字',
    ]);
    expect(messagesOf(passwordSchema, 'password')).toEqual([
      '密码格式错误，必须包含大小写字母和数字，长度8到20位',
    ]);
    expect(messagesOf(realNameSchema, '张三1')).toEqual([realNameMessage]);
    expect(messagesOf(realNameSchema, 'Tom')).toEqual([
      '姓名应为2到30个汉字，少数民族姓名可用“·”分隔',
    ]);
  });

  it('gives the specific reason an ID number fails', () => {
    expect(messagesOf(idCardSchema, '1101051949123100')).toEqual(['身份证号码长度应为15或18位']);
    expect(messagesOf(idCardSchema, '990105194912310029')).toEqual(['身份证号码地区码不正确']);
    expect(messagesOf(idCardSchema, '110105194902300021')).toEqual(['身份证号码出生日期不正确']);
    expect(messagesOf(idCardSchema, '110105194912310021')).toEqual(['身份证号码校验位不正确']);
  });

  it('names the length of a real name outside 2 to 30 characters', () => {
    expect(messagesOf(realNameSchema, '张')).toEqual(['姓名长度应为2到30个字符']);
    expect(messagesOf(realNameSchema, '张'.repeat(31))).toEqual(['姓名长度应为2到30个字符']);
  });

  it('does not trim a password', () => {
    expect(messagesOf(passwordSchema, ' Zyz@2024pass')).toEqual([
      '密码格式错误，必须包含大小写字母和数字，长度8到20位',
    ]);
  });
});
