import { describe, expect, it } from 'vitest';
import {
  changePasswordInputSchema,
  confirm4OperatorInputSchema,
  findPwdCheckEmailInputSchema,
} from './account';

const first = (r: { error?: { issues: { message: string }[] } }) => r.error?.issues[0]?.message;

describe('account schemas', () => {
  it('checks a password change field by field with the spec messages', () => {
    const ok = {
      oldPassword: 'Old@2024pass',
      password: 'New@2025pass',
      passwordAgain: 'New@2025pass',
    };
    expect(changePasswordInputSchema.parse(ok)).toEqual(ok);
    expect(first(changePasswordInputSchema.safeParse({ ...ok, oldPassword: '' }))).toBe(
      '原密码不能为空',
    );
    expect(
      first(changePasswordInputSchema.safeParse({ ...ok, password: 'abc', passwordAgain: 'abc' })),
    ).toBe('密码格式错误，必须包含大小写字母和数字，长度8到20位');
    expect(
      first(changePasswordInputSchema.safeParse({ ...ok, passwordAgain: 'New@2025pasS' })),
    ).toBe('两次输入的密码不一致');
  });

  it('reads a missing agree as acceptance and refuses other values', () => {
    expect(confirm4OperatorInputSchema.parse({ siteMsgId: '7' })).toEqual({
      siteMsgId: 7,
      agree: '1',
    });
    expect(confirm4OperatorInputSchema.parse({ siteMsgId: 7, agree: '0' }).agree).toBe('0');
    expect(first(confirm4OperatorInputSchema.safeParse({ siteMsgId: '7', agree: 'yes' }))).toBe(
      '参数 agree 只能为0（拒绝）或1（同意）',
    );
  });

  it('takes the account name of an e-mail recovery as optional, blank as absent', () => {
    const parsed = findPwdCheckEmailInputSchema.parse({
      email: 'a@example.com',
      code: '123456',
      loginName: ' ',
    });
    expect(parsed.loginName).toBeUndefined();
    expect(first(findPwdCheckEmailInputSchema.safeParse({ email: 'a@', code: '123456' }))).toBe(
      '邮箱格式不正确',
    );
    expect(
      first(findPwdCheckEmailInputSchema.safeParse({ email: 'a@example.com', code: '12' })),
    ).toBe('验证码应为6位数字');
  });
});
