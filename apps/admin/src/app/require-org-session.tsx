import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useSessionStore } from '../stores/session-store';
import { paths } from '../lib/paths';
import { useGuardDecision, useSessionSync } from './use-guard-decision';

export interface LoginRedirectState {
  from?: string;
}

/** Desk pages need an organisation token; the login page gets the way back. */
export function RequireOrgSession({ children }: { children: ReactNode }) {
  const location = useLocation();
  const decision = useGuardDecision();
  useSessionSync();
  const endedBy = useSessionStore((s) => s.endedBy);
  if (decision.kind === 'login') {
    // After logging out or changing the password the organiser starts afresh at the
    // dashboard; only an interrupted visit (expired session, bookmark) is resumed.
    const isDeliberateExit = endedBy === 'logout' || endedBy === 'password-changed';
    const from = isDeliberateExit ? undefined : location.pathname + location.search + location.hash;
    const state: LoginRedirectState = { from };
    return <Navigate to={paths.login} replace state={state} />;
  }
  return children;
}
