/** Spec §5: starts with a letter, 8–20 letters and digits in all, at least one digit. */
const accountNamePattern = /^(?=.*\d)[A-Za-z][A-Za-z\d]{7,19}$/;

export function isValidAccountName(value: string): boolean {
  return accountNamePattern.test(value);
}
