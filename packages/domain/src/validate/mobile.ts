/** Spec §5: mainland mobile number, 11 digits, starting with 1, second digit 3–9. */
const mobilePattern = /^1[3-9]\d{9}$/;

export function isValidMobile(value: string): boolean {
  return mobilePattern.test(value);
}
