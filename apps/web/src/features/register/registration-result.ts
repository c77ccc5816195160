import { openRecord, sealRecord } from '@zyz/client';
import { SessionKey, type RegisterResult } from '@zyz/domain';

/**
 * The answer of a registration, kept for the status page in session storage (the spec keeps
 * this entry when login info is cleared), with the name and login name sealed.
 */
export async function rememberRegistration(result: RegisterResult): Promise<void> {
  sessionStorage.setItem(
    SessionKey.RegisteredVolunteersDate,
    JSON.stringify(await sealRecord(result)),
  );
}

export async function recallRegistration(): Promise<RegisterResult | null> {
  const text = sessionStorage.getItem(SessionKey.RegisteredVolunteersDate);
  if (!text) return null;
  try {
    return await openRecord<RegisterResult>(JSON.parse(text) as Record<string, unknown>);
  } catch {
    return null;
  }
}
