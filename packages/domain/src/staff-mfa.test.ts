import { describe, expect, it } from 'vitest';
import {
  groupSecret,
  mfaChallengeSchema,
  totpCodeSchema,
  totpResetInputSchema,
  totpStatusSchema,
} from './staff-mfa';

const firstMessage = (r: { error?: { issues: { message: string }[] } }) =>
  r.error?.issues[0]?.message;

describe('totpCodeSchema', () => {
  it('takes six digits, spaces around them trimmed', () => {
    expect(totpCodeSchema.parse(' 012345 ')).toBe('012345');
  });

  it('refuses letters and other lengths in Chinese', () => {
    for (const code of ['12345', '1234567', '12a456'])
      expect(firstMessage(totpCodeSchema.safeParse(code))).toBe('请输入6位数字验证码');
  });
});

describe('totpResetInputSchema', () => {
  it('needs a reason of at least two characters', () => {
    const r = totpResetInputSchema.safeParse({ accountId: '12', reason: ' 丢 ' });
    expect(firstMessage(r)).toBe('请填写重置原因（至少2个字）');
    expect(totpResetInputSchema.parse({ accountId: '12', reason: '手机丢失' })).toEqual({
      accountId: 12,
      reason: '手机丢失',
    });
  });
});

describe('answers', () => {
  it('tells a challenge from a signed-in answer', () => {
    expect(mfaChallengeSchema.safeParse({ mfaRequired: true, mfaTicket: 't' }).success).toBe(true);
    expect(mfaChallengeSchema.safeParse(null).success).toBe(false);
  });

  it('reads the status', () => {
    const status = { enabled: false, enabledAt: null, recoveryCodesLeft: 0, required: true };
    expect(totpStatusSchema.parse(status)).toEqual(status);
  });
});

describe('groupSecret', () => {
  it('groups the secret in fours for typing by hand', () => {
    expect(groupSecret('JBSWY3DPEHPK3PXPAB')).toBe('JBSW Y3DP EHPK 3PXP AB');
    expect(groupSecret('JBSW')).toBe('JBSW');
  });
});
