import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useShallow } from 'zustand/react/shallow';
import { useSessionStore } from '../stores/session-store';
import { decideGuard, type GuardDecision } from './guard';

/** The guard's decision for the current location. */
export function useGuardDecision(): GuardDecision {
  const { pathname } = useLocation();
  const session = useSessionStore(
    useShallow((s) => ({
      hasOrgToken: s.orgToken !== null,
      hasUserToken: s.hasUserToken,
      isForceChangePwd: s.isForceChangePwd,
      isWeakPassword: s.isWeakPassword,
      mustEnrolMfa: s.mustEnrolMfa,
    })),
  );
  return decideGuard({ pathname, ...session });
}

/**
 * Signing out on the portal in another tab removes the shared cookie; re-reading it when
 * the organiser comes back to this tab keeps the console from acting on a dead session.
 */
export function useSessionSync(): void {
  const reload = useSessionStore((s) => s.reload);
  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible') reload();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [reload]);
}
