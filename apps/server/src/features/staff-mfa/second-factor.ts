import { randomInt } from 'node:crypto';
import { DistrictLevel, recoveryCodeCount, recoveryCodePattern } from '@zyz/domain';
import type { Config } from '../../config';
import type { Executor } from '../../db/client';
import type { OrgAccountRow } from '../../db/schema/index';
import type { DataCipher } from '../../lib/crypto';
import { acceptedStep } from './totp';
import { raiseStepFloor, spendRecoveryCode } from './staff-mfa.repository';
import { clock } from '../../kernel';

/**
 * Who must have a second factor under REQUIRE_STAFF_MFA: federation staff, that is every
 * account (admin or operator) of a province, city or county node, the nodes above the
 * organisations (`DistrictLevel` below `Organization`). They review organisations, publish for
 * the whole subtree and read its people's data; an organisation's own staff may still opt in.
 */
export const isSecondFactorRequired = (
  config: Pick<Config, 'requireStaffMfa'>,
  nodeLevel: number,
): boolean => config.requireStaffMfa && nodeLevel < DistrictLevel.Organization;

// No look-alikes (0/o, 1/l/i): a recovery code is read off paper and typed by hand.
const recoveryAlphabet = 'abcdefghjkmnpqrstuvwxyz23456789';

const recoveryCode = () => {
  const chars = Array.from(
    { length: 8 },
    () => recoveryAlphabet[randomInt(recoveryAlphabet.length)]!,
  );
  return `${chars.slice(0, 4).join('')}-${chars.slice(4).join('')}`;
};

export const newRecoveryCodes = (): string[] =>
  Array.from({ length: recoveryCodeCount }, recoveryCode);

/** Case, spaces and a missing hyphen forgiven; null when it cannot be a recovery code. */
export function normaliseRecoveryCode(typed: string): string | null {
  const compact = typed.replace(/\s+/g, '').toLowerCase();
  const code = /^[a-z0-9]{8}$/.test(compact)
    ? `${compact.slice(0, 4)}-${compact.slice(4)}`
    : compact;
  return recoveryCodePattern.test(code) ? code : null;
}

/** Keyed by the account too, so one account's hashes say nothing about another's codes. */
export const recoveryCodeHash = (cipher: DataCipher, accountId: number, code: string) =>
  cipher.hash(`mfa-recovery:${accountId}:${code}`);

export type SecondFactorProof = 'totp' | 'recovery' | null;

type EnabledAccount = Pick<OrgAccountRow, 'id' | 'totpSecretEnc' | 'totpLastStep'>;

/**
 * Checks a code against an account's enabled second factor and spends it: six digits are the
 * app's code (one step of drift either way, never a step at or below the last accepted), any
 * other shape a recovery code (single use). Null when it is neither right code.
 */
export async function spendSecondFactorCode(
  db: Executor,
  cipher: DataCipher,
  account: EnabledAccount,
  typed: string,
): Promise<SecondFactorProof> {
  if (!account.totpSecretEnc) return null;
  const code = typed.trim();
  if (/^\d{6}$/.test(code)) {
    const secret = cipher.decrypt(account.totpSecretEnc);
    const step = await acceptedStep(secret, code, clock.nowMs(), account.totpLastStep);
    return step !== null && (await raiseStepFloor(db, account.id, step)) ? 'totp' : null;
  }
  const recovery = normaliseRecoveryCode(code);
  if (!recovery) return null;
  const hash = recoveryCodeHash(cipher, account.id, recovery);
  return (await spendRecoveryCode(db, account.id, hash)) ? 'recovery' : null;
}
