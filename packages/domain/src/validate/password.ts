/** Spec §5: 8–20 of letters, digits, `_ @ .`; at least one digit, one lower-case and one upper-case letter. */
const passwordPattern = /^(?=.*\d)(?=.*[a-z])(?=.*[A-Z])[A-Za-z\d_@.]{8,20}$/;

export function isValidPassword(value: string): boolean {
  return passwordPattern.test(value);
}

export const passwordMessages = {
  empty: '密码不能为空',
  format: '密码格式错误，必须包含大小写字母和数字，长度8到20位',
  againEmpty: '确认密码不能为空',
  mismatch: '两次输入的密码不一致',
} as const;

/** The new-password field's message as the user types, or null; form libraries wrap this. */
export function newPasswordError(value: string | undefined): string | null {
  if (!value) return passwordMessages.empty;
  return isValidPassword(value) ? null : passwordMessages.format;
}

/** The confirmation field's message, or null. */
export function passwordAgainError(value: string | undefined, password: string | undefined) {
  if (!value) return passwordMessages.againEmpty;
  return value === password ? null : passwordMessages.mismatch;
}
