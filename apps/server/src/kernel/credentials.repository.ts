import { eq } from 'drizzle-orm';
import type { TokenKind } from '@zyz/domain';
import type { Executor } from '../db/client';
import { districts, orgAccounts, volunteers } from '../db/schema/index';
import { clock } from './clock';

/** What login and password change need of either account kind. */
export interface AccountCredentials {
  id: number;
  passwordHash: string;
  passwordWeak: boolean;
  forceChangePwd: boolean;
  /** False when the account may not sign in at all (anonymised volunteer, disabled staff). */
  canSignIn: boolean;
  isDisabled: boolean;
  /** A staff account's node and second factor (absent for volunteers): sign-in decides by them. */
  staff?: StaffSignInFacts;
}

export interface StaffSignInFacts {
  /** The node's materialised path: sign-in audit entries belong to it. */
  nodePath: string;
  /** The node's level (DistrictLevel): province, city and county nodes are federations. */
  nodeLevel: number;
  /** A second factor is enabled (a secret merely set up and not confirmed does not count). */
  hasSecondFactor: boolean;
}

const volunteerCols = {
  id: volunteers.id,
  passwordHash: volunteers.passwordHash,
  passwordWeak: volunteers.passwordWeak,
  forceChangePwd: volunteers.forceChangePwd,
  logoffState: volunteers.logoffState,
};

type VolunteerLookup =
  | { column: 'loginName' | 'mobileHash' | 'idCardHash'; value: string }
  | { column: 'id'; value: number };

export async function findVolunteerCredentials(
  db: Executor,
  by: VolunteerLookup,
): Promise<AccountCredentials | null> {
  const col = volunteers[by.column];
  const [row] = await db.select(volunteerCols).from(volunteers).where(eq(col, by.value)).limit(1);
  if (!row) return null;
  const anonymised = row.logoffState === 'anonymised';
  return { ...row, canSignIn: !anonymised, isDisabled: false };
}

type OrgLookup =
  { column: 'loginName' | 'mobileHash'; value: string } | { column: 'id'; value: number };

export async function findOrgCredentials(
  db: Executor,
  by: OrgLookup,
): Promise<AccountCredentials | null> {
  const [row] = await db
    .select({
      id: orgAccounts.id,
      passwordHash: orgAccounts.passwordHash,
      passwordWeak: orgAccounts.passwordWeak,
      forceChangePwd: orgAccounts.forceChangePwd,
      status: orgAccounts.status,
      totpEnabledAt: orgAccounts.totpEnabledAt,
      nodePath: districts.path,
      nodeLevel: districts.level,
    })
    .from(orgAccounts)
    .innerJoin(districts, eq(districts.id, orgAccounts.districtId))
    .where(eq(orgAccounts[by.column], by.value))
    .limit(1);
  if (!row) return null;
  const { status, totpEnabledAt, nodePath, nodeLevel, ...credentials } = row;
  const isDisabled = status !== 'active';
  return {
    ...credentials,
    canSignIn: !isDisabled,
    isDisabled,
    staff: { nodePath, nodeLevel, hasSecondFactor: totpEnabledAt !== null },
  };
}

const tableOf = (kind: TokenKind) => (kind === 'volunteer' ? volunteers : orgAccounts);

/** Records a successful sign-in: today's weakness verdict and, when due, a stronger hash. */
export async function markSignedIn(
  db: Executor,
  kind: TokenKind,
  id: number,
  change: { passwordWeak: boolean; passwordHash?: string },
): Promise<void> {
  const table = tableOf(kind);
  await db
    .update(table)
    .set({ ...change, lastLoginAt: clock.now() })
    .where(eq(table.id, id));
}

/**
 * The password was right but the sign-in waits for its second factor: today's weakness verdict
 * (and a stronger hash) are kept now, while the plaintext is known; lastLoginAt waits.
 */
export async function recordPasswordVerdict(
  db: Executor,
  kind: TokenKind,
  id: number,
  change: { passwordWeak: boolean; passwordHash?: string },
): Promise<void> {
  const table = tableOf(kind);
  await db.update(table).set(change).where(eq(table.id, id));
}

export async function updatePassword(
  db: Executor,
  kind: TokenKind,
  id: number,
  passwordHash: string,
): Promise<void> {
  const table = tableOf(kind);
  await db
    .update(table)
    .set({ passwordHash, passwordWeak: false, forceChangePwd: false })
    .where(eq(table.id, id));
}
