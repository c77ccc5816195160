import { create } from 'zustand';
import type { LoginOther } from '@zyz/domain';
import {
  clearLoginInfo,
  readStoredSession,
  storeMfaEnrol,
  storeOrgLogin,
  storePasswordFlags,
  type StoredSession,
} from '../lib/session-persistence';

/** Why the last session ended; the login page explains an expiry. */
export type SessionEnd = 'expired' | 'logout' | 'password-changed' | null;

interface SessionState extends StoredSession {
  endedBy: SessionEnd;
  signIn: (other: LoginOther, mustEnrolMfa?: boolean) => void;
  /** The server says whether this session must enrol a second factor before anything else. */
  setMustEnrolMfa: (mustEnrolMfa: boolean) => void;
  syncPasswordFlags: (isWeakPassword: 0 | 1, isForceChangePwd: 'true' | 'false') => void;
  clear: (endedBy: Exclude<SessionEnd, null>) => void;
  /** Re-reads cookies: the portal in another tab may have signed in or out. */
  reload: () => void;
}

/**
 * Mirrors the cookies and flags in memory so the guard re-renders when they change;
 * the browser storage stays the source of truth the portal shares.
 */
export const useSessionStore = create<SessionState>()((set) => ({
  ...readStoredSession(),
  endedBy: null,
  signIn: (other, mustEnrolMfa = false) => {
    storeOrgLogin(other, mustEnrolMfa);
    set({ ...readStoredSession(), endedBy: null });
  },
  setMustEnrolMfa: (mustEnrolMfa) => {
    storeMfaEnrol(mustEnrolMfa);
    set({ mustEnrolMfa });
  },
  syncPasswordFlags: (isWeakPassword, isForceChangePwd) => {
    storePasswordFlags(isWeakPassword, isForceChangePwd);
    set({ isWeakPassword: String(isWeakPassword), isForceChangePwd });
  },
  clear: (endedBy) => {
    clearLoginInfo();
    storeMfaEnrol(false);
    set({ ...readStoredSession(), endedBy });
  },
  reload: () => set(readStoredSession()),
}));
