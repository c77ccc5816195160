import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { paths } from '../lib/paths';
import { useGuardDecision } from './use-guard-decision';

/**
 * A session that must enrol a second factor opens 两步验证 only: any other address goes there,
 * before the page behind draws and makes calls the server would refuse.
 */
export function MfaEnrolGate({ children }: { children: ReactNode }) {
  const decision = useGuardDecision();
  if (decision.kind === 'enrol-mfa') return <Navigate to={paths.twoFactor} replace />;
  return children;
}
