import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { paths } from './paths';
import { useGuardDecision, useSessionSync } from './use-guard-decision';

export interface LoginRedirectState {
  from?: string;
}

/** Desk pages need an organisation token; the login page gets the way back. */
export function RequireOrgSession({ children }: { children: ReactNode }) {
  const location = useLocation();
  const decision = useGuardDecision();
  useSessionSync();
  if (decision.kind === 'login') {
    const state: LoginRedirectState = { from: location.pathname + location.search + location.hash };
    return <Navigate to={paths.login} replace state={state} />;
  }
  return children;
}
