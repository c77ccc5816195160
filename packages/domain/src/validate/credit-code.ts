/**
 * Spec §5: unified social credit code, 18 characters: 2 letters or digits (registering
 * authority and entity type), 6 digits (administrative division), 10 letters or digits.
 * Letters are upper-case; the check character of GB 32100 is not verified, as the spec
 * asks only for this shape.
 */
const creditCodePattern = /^[0-9A-Z]{2}\d{6}[0-9A-Z]{10}$/;

export function isValidCreditCode(value: string): boolean {
  return creditCodePattern.test(value);
}
