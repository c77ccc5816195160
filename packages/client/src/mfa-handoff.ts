import { SessionKey } from '@zyz/domain';

// The portal's 组织登录 and the console's login share an origin. An account with a second factor
// answers the portal's password step with a ticket; the code is asked for by the console alone,
// so the portal hands the ticket over in this tab's session storage (gone with the tab, read
// once) instead of making the organiser type the password again. The server still decides
// whether the ticket lives.

export interface MfaHandoff {
  mfaTicket: string;
  username: string;
}

export function handOverMfaTicket(handoff: MfaHandoff): void {
  sessionStorage.setItem(SessionKey.MfaHandoff, JSON.stringify(handoff));
}

/** The ticket the portal handed over, if any (read without taking it: React may read twice). */
export function readMfaHandoff(): MfaHandoff | null {
  if (typeof sessionStorage === 'undefined') return null;
  const raw = sessionStorage.getItem(SessionKey.MfaHandoff);
  if (raw === null) return null;
  try {
    const value = JSON.parse(raw) as Partial<MfaHandoff>;
    return typeof value.mfaTicket === 'string' && typeof value.username === 'string'
      ? { mfaTicket: value.mfaTicket, username: value.username }
      : null;
  } catch {
    return null;
  }
}

/** Once read, the hand-over is gone: a reload of the console's login starts afresh. */
export function clearMfaHandoff(): void {
  sessionStorage.removeItem(SessionKey.MfaHandoff);
}
