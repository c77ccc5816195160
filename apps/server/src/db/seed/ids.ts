import { createHash } from 'node:crypto';

// Generators for realistic demo identifiers. Deterministic, so re-running the seed finds the
// rows it made before.

const idWeights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const idCheckChars = '10X98765432';

/** An 18-digit resident ID with the GB 11643 check character: region + YYYYMMDD + sequence. */
export function residentId(region: string, birth: string, sequence: string): string {
  const first17 = `${region}${birth}${sequence}`;
  const sum = [...first17].reduce((acc, ch, i) => acc + Number(ch) * idWeights[i]!, 0);
  return first17 + idCheckChars[sum % 11]!;
}

const creditChars = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const creditWeights = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];

/**
 * A unified social credit code of a registered social organisation ("51" = civil affairs,
 * social group) in the given division, with the GB 32100 check character.
 */
export function socialOrgCreditCode(division: string, name: string): string {
  const digest = createHash('sha256').update(name).digest();
  const body = [...digest.subarray(0, 7)].map((b) => creditChars[b % 10]).join('');
  const first17 = `51${division}MJ${body}`;
  const sum = [...first17].reduce(
    (acc, ch, i) => acc + creditChars.indexOf(ch) * creditWeights[i]!,
    0,
  );
  return first17 + creditChars[(31 - (sum % 31)) % 31]!;
}
