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

const checkAlphabet = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const checkWeights = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];

/**
 * GB 32100-2015 check character: the 18th character is fixed by the first 17 (weights 3^i
 * mod 31 over an alphabet without I, O, S, V and Z). Null when a character is outside it.
 */
export function creditCodeCheckChar(first17: string): string | null {
  let sum = 0;
  for (let i = 0; i < 17; i += 1) {
    const v = checkAlphabet.indexOf(first17[i] ?? '');
    if (v < 0) return null;
    sum += v * checkWeights[i]!;
  }
  return checkAlphabet[(31 - (sum % 31)) % 31]!;
}

/** Organisation registration verifies the check, so a mistyped code is caught before review. */
export function hasValidCreditCodeCheck(value: string): boolean {
  return isValidCreditCode(value) && creditCodeCheckChar(value.slice(0, 17)) === value[17];
}
