import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { BizCode, TokenKind } from '@zyz/domain';
import type { Deps } from '../../deps';
import { auditLog, sessions, volunteerDistricts, volunteers } from '../../db/schema/index';
import { type Caller, clock, insertSession } from '../../kernel';
import { createTestDeps } from '../../../test/test-app';
import { findVolunteerRow, makeVolunteer } from '../../../test/factories';
import { createLogoffService } from './logoff.service';

// Logoff and anonymisation without HTTP: the rules a volunteer's personal data depends on.
let deps: Deps;
let close: () => Promise<void>;
beforeAll(async () => ({ deps, close } = await createTestDeps()));
afterAll(() => close());

const ctx = { ip: '127.0.0.1', userAgent: 'service-test' };
const dayMs = 86_400_000;

async function volunteerWithSession() {
  const v = await makeVolunteer({ deps }, { districtIds: [1] });
  const caller: Caller = { kind: TokenKind.Volunteer, subjectId: v.id, sessionId: 0 };
  const sessionId = await insertSession(deps.db, {
    tokenHash: `t${v.id}`.padEnd(64, '0'),
    refreshHash: `r${v.id}`.padEnd(64, '0'),
    kind: TokenKind.Volunteer,
    subjectId: v.id,
    ttlSeconds: 3600,
    refreshTtlSeconds: 3600,
    ip: null,
    userAgent: null,
  });
  return { ...v, caller, sessionId };
}

/** Moves the application back in time, as if the cooling-off days had passed. */
const appliedDaysAgo = (id: number, days: number) =>
  deps.db
    .update(volunteers)
    .set({ logoffAt: new Date(clock.nowMs() - days * dayMs) })
    .where(eq(volunteers.id, id));

describe('logoff', () => {
  it('anonymises a volunteer once the cooling-off period has ended, and signs them out', async () => {
    const v = await volunteerWithSession();
    const logoff = createLogoffService(deps);
    expect((await logoff.apply(v.caller, ctx)).state).toBe('cooling');
    await appliedDaysAgo(v.id, deps.config.logoffCoolingDays + 1);

    await logoff.anonymiseDue(clock.now());

    const row = await findVolunteerRow({ deps }, v.id);
    expect(row).toMatchObject({
      loginName: `off_${v.id}`,
      name: '已注销用户',
      idCardEnc: null,
      idCardHash: null,
      mobileEnc: null,
      mobileHash: null,
      logoffState: 'anonymised',
    });
    const [session] = await deps.db.select().from(sessions).where(eq(sessions.id, v.sessionId));
    expect(session!.revokedAt).not.toBeNull();
    expect(
      await deps.db
        .select()
        .from(volunteerDistricts)
        .where(eq(volunteerDistricts.volunteerId, v.id)),
    ).toEqual([]);
    const audit = await deps.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'account.logoff.anonymise'),
          eq(auditLog.target, `volunteer:${v.id}`),
        ),
      );
    expect(audit).toHaveLength(1);
  });

  it('keeps a volunteer whose cooling-off period is still running', async () => {
    const v = await volunteerWithSession();
    const logoff = createLogoffService(deps);
    await logoff.apply(v.caller, ctx);
    await appliedDaysAgo(v.id, deps.config.logoffCoolingDays - 1);

    await logoff.anonymiseDue(clock.now());

    expect(await findVolunteerRow({ deps }, v.id)).toMatchObject({
      loginName: v.loginName,
      logoffState: 'cooling',
    });
  });

  it('keeps a volunteer who cancelled in time, however long ago they applied', async () => {
    const v = await volunteerWithSession();
    const logoff = createLogoffService(deps);
    await logoff.apply(v.caller, ctx);
    await appliedDaysAgo(v.id, deps.config.logoffCoolingDays + 1);
    expect((await logoff.cancel(v.caller, ctx)).state).toBe('none');

    await logoff.anonymiseDue(clock.now());

    expect(await findVolunteerRow({ deps }, v.id)).toMatchObject({
      loginName: v.loginName,
      logoffState: 'none',
    });
  });

  it('refuses a second application', async () => {
    const v = await volunteerWithSession();
    const logoff = createLogoffService(deps);
    await logoff.apply(v.caller, ctx);
    await expect(logoff.apply(v.caller, ctx)).rejects.toMatchObject({ code: BizCode.Conflict });
  });
});
