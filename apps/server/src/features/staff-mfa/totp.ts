import { generateSecret, generateURI, verify } from 'otplib';

/** RFC 6238 as authenticator apps expect it: SHA-1, 6 digits, 30 s steps. */
const periodSeconds = 30;
const issuer = '广东志愿者管理后台';

export const newTotpSecret = (): string => generateSecret();

export const otpauthUri = (loginName: string, secret: string): string =>
  generateURI({ issuer, label: loginName, secret });

/**
 * The time step the code belongs to, or null. A phone's clock may be one step off either way;
 * a step at or before `lastStep` was already used (or is older than one that was), so a code
 * overheard once cannot be replayed.
 */
export async function acceptedStep(
  secret: string,
  code: string,
  nowMs: number,
  lastStep: number | null,
): Promise<number | null> {
  const epoch = Math.floor(nowMs / 1000);
  const newestStep = Math.floor((epoch + periodSeconds) / periodSeconds);
  // otplib refuses a floor above the window it searches; nothing in the window is newer then.
  if (lastStep !== null && lastStep >= newestStep) return null;
  const result = await verify({
    secret,
    token: code,
    epoch,
    epochTolerance: periodSeconds,
    ...(lastStep !== null ? { afterTimeStep: lastStep } : {}),
  });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}
