import { UserType } from '@zyz/domain';
import { isVolunteerInfo, useUserStore } from '../../../stores/user-store';
import type { Applicant } from '../apply-action';

/** The session as the apply and favourite buttons need it. */
export function useApplicant(): Applicant {
  const token = useUserStore((s) => s.token);
  const type = useUserStore((s) => s.type);
  const isLoggedOff = useUserStore(
    (s) => isVolunteerInfo(s.userInfo) && s.userInfo.logoffSate === 'true',
  );
  if (token === null) return { kind: 'guest' };
  if (type === UserType.Organizer) return { kind: 'organizer' };
  return { kind: 'volunteer', isLoggedOff };
}
