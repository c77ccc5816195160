import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { BizCode, TokenKind } from '@zyz/domain';
import type { Deps } from '../../deps';
import { missionApplications, missions, missionTimes } from '../../db/schema/index';
import type { Caller } from '../../kernel';
import { createTestDeps } from '../../../test/test-app';
import { findVolunteerRow, makeMission, makeVolunteer } from '../../../test/factories';
import { createApplyService } from './apply.service';
import { createMyMissionService } from './my-mission.service';
import { createSiteMessageService } from '../site-message/site-message.service';

// The apply and waitlist rules, called as the routes call them but without HTTP.
let deps: Deps;
let close: () => Promise<void>;
beforeAll(async () => ({ deps, close } = await createTestDeps()));
afterAll(() => close());

const asVolunteer = (id: number): Caller => ({
  kind: TokenKind.Volunteer,
  subjectId: id,
  sessionId: 0,
});

async function volunteer() {
  return asVolunteer((await makeVolunteer({ deps })).id);
}

const shiftOf = async (timeId: number) =>
  (await deps.db.select().from(missionTimes).where(eq(missionTimes.id, timeId)))[0]!;
const missionOf = async (id: number) =>
  (await deps.db.select().from(missions).where(eq(missions.id, id)))[0]!;
const applicationOf = async (id: string) =>
  (
    await deps.db
      .select()
      .from(missionApplications)
      .where(eq(missionApplications.id, Number(id)))
  )[0]!;

describe('applying for a shift', () => {
  it('holds a place, counted on the shift, the mission and the volunteer', async () => {
    const { mission, times } = await makeMission({ deps }, { quotas: [2] });
    const caller = await volunteer();
    const result = await createApplyService(deps).accordApply(caller, {
      missionId: mission.id,
      timesInfoId: times[0]!.id,
    });
    expect(result).toMatchObject({ state: 'pending', waitlistPosition: null });
    expect((await shiftOf(times[0]!.id)).heldCount).toBe(1);
    expect((await missionOf(mission.id)).appliedCount).toBe(1);
    expect((await findVolunteerRow({ deps }, caller.subjectId)).applyCount).toBe(1);
  });

  it('refuses a full shift when the mission keeps no waitlist, and saves nothing', async () => {
    const { mission, times } = await makeMission({ deps }, { quotas: [1] });
    const apply = createApplyService(deps);
    const input = { missionId: mission.id, timesInfoId: times[0]!.id };
    await apply.accordApply(await volunteer(), input);
    const late = await volunteer();
    await expect(apply.accordApply(late, input)).rejects.toMatchObject({
      code: BizCode.Conflict,
      message: '该时段名额已满',
    });
    expect(await shiftOf(times[0]!.id)).toMatchObject({ heldCount: 1, waitlistCount: 0 });
    expect((await findVolunteerRow({ deps }, late.subjectId)).applyCount).toBe(0);
  });

  it('puts a volunteer on the waitlist of a full shift, in order', async () => {
    const { mission, times } = await makeMission({ deps }, { quotas: [1], hasWaitlist: true });
    const apply = createApplyService(deps);
    const input = { missionId: mission.id, timesInfoId: times[0]!.id };
    await apply.accordApply(await volunteer(), input);
    const second = await apply.accordApply(await volunteer(), input);
    const third = await apply.accordApply(await volunteer(), input);
    expect(second).toMatchObject({ state: 'waitlisted', waitlistPosition: 1 });
    expect(third).toMatchObject({ state: 'waitlisted', waitlistPosition: 2 });
    expect(await shiftOf(times[0]!.id)).toMatchObject({ heldCount: 1, waitlistCount: 2 });
    expect((await missionOf(mission.id)).appliedCount).toBe(1);
  });

  it('refuses a second application for the same shift', async () => {
    const { mission, times } = await makeMission({ deps });
    const caller = await volunteer();
    const apply = createApplyService(deps);
    const input = { missionId: mission.id, timesInfoId: times[0]!.id };
    await apply.accordApply(caller, input);
    await expect(apply.accordApply(caller, input)).rejects.toMatchObject({
      code: BizCode.Conflict,
      message: '您已报名该时段，请勿重复报名',
    });
  });

  it('refuses a volunteer in the logoff cooling-off period', async () => {
    const { mission, times } = await makeMission({ deps });
    const cooling = asVolunteer((await makeVolunteer({ deps }, { logoffState: 'cooling' })).id);
    await expect(
      createApplyService(deps).accordApply(cooling, {
        missionId: mission.id,
        timesInfoId: times[0]!.id,
      }),
    ).rejects.toMatchObject({ code: BizCode.Forbidden });
  });
});

describe('waitlist promotion', () => {
  it('gives a cancelled place to the first on the waitlist, who then holds it pending', async () => {
    const { mission, times } = await makeMission({ deps }, { quotas: [1], hasWaitlist: true });
    const apply = createApplyService(deps);
    const input = { missionId: mission.id, timesInfoId: times[0]!.id };
    const holder = await volunteer();
    const held = await apply.accordApply(holder, input);
    const first = await apply.accordApply(await volunteer(), input);
    const second = await apply.accordApply(await volunteer(), input);

    await createMyMissionService(deps, createSiteMessageService(deps)).cancel(
      holder,
      Number(held.missionPersonlId),
    );

    expect((await applicationOf(held.missionPersonlId)).state).toBe('cancelled');
    expect(await applicationOf(first.missionPersonlId)).toMatchObject({
      state: 'pending',
      waitlistedAt: null,
    });
    expect((await applicationOf(second.missionPersonlId)).state).toBe('waitlisted');
    expect(await shiftOf(times[0]!.id)).toMatchObject({ heldCount: 1, waitlistCount: 1 });
    expect((await missionOf(mission.id)).appliedCount).toBe(1);
  });

  it('promotes nobody when a waitlisted volunteer leaves', async () => {
    const { mission, times } = await makeMission({ deps }, { quotas: [1], hasWaitlist: true });
    const apply = createApplyService(deps);
    const input = { missionId: mission.id, timesInfoId: times[0]!.id };
    await apply.accordApply(await volunteer(), input);
    const waiting = await volunteer();
    const spot = await apply.accordApply(waiting, input);
    const behind = await apply.accordApply(await volunteer(), input);

    await createMyMissionService(deps, createSiteMessageService(deps)).cancel(
      waiting,
      Number(spot.missionPersonlId),
    );

    expect((await applicationOf(behind.missionPersonlId)).state).toBe('waitlisted');
    expect(await shiftOf(times[0]!.id)).toMatchObject({ heldCount: 1, waitlistCount: 1 });
  });
});
