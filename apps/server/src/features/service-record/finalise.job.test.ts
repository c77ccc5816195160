import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { starLevelForMinutes } from '@zyz/domain';
import type { Deps } from '../../deps';
import { serviceRecords } from '../../db/schema/index';
import { createTestDeps } from '../../../test/test-app';
import { findVolunteerRow, makeMission, makeVolunteer } from '../../../test/factories';
import { finaliseDueRecords } from './finalise.job';
import { clock } from '../../kernel';

// Hours finalisation without HTTP: when the notice period ends, minutes count, once.
let deps: Deps;
let close: () => Promise<void>;
beforeAll(async () => ({ deps, close } = await createTestDeps()));
afterAll(() => close());

const dayMs = 86_400_000;

async function addRecord(seed: {
  volunteerId: number;
  missionId: number;
  minutes: number;
  /** Days from now the notice period ends (negative: already over). */
  endsInDays: number;
  state?: 'publicity' | 'objected';
  kind?: 'service' | 'training';
}) {
  const [row] = await deps.db
    .insert(serviceRecords)
    .values({
      volunteerId: seed.volunteerId,
      missionId: seed.missionId,
      districtId: 1,
      kind: seed.kind ?? 'service',
      minutes: seed.minutes,
      occurredAt: new Date(clock.nowMs() + (seed.endsInDays - 7) * dayMs),
      state: seed.state ?? 'publicity',
      publicityEndsAt: new Date(clock.nowMs() + seed.endsInDays * dayMs),
    })
    .returning({ id: serviceRecords.id });
  return row!.id;
}

const stateOf = async (id: number) =>
  (await deps.db.select().from(serviceRecords).where(eq(serviceRecords.id, id)))[0]!.state;

describe('hours finalisation', () => {
  it('counts records whose notice period is over, and only those, in the volunteer totals', async () => {
    const v = await makeVolunteer({ deps }, { serviceMinutes: 600, trainingMinutes: 30 });
    const { mission } = await makeMission({ deps });
    const at = { volunteerId: v.id, missionId: mission.id };
    const due = await addRecord({ ...at, minutes: 180, endsInDays: -1 });
    const training = await addRecord({ ...at, minutes: 60, endsInDays: -2, kind: 'training' });
    const running = await addRecord({ ...at, minutes: 120, endsInDays: 2 });
    const objected = await addRecord({ ...at, minutes: 90, endsInDays: -1, state: 'objected' });

    await finaliseDueRecords(deps.db, clock.now());

    expect(await stateOf(due)).toBe('final');
    expect(await stateOf(training)).toBe('final');
    expect(await stateOf(running)).toBe('publicity');
    expect(await stateOf(objected)).toBe('objected');
    expect(await findVolunteerRow({ deps }, v.id)).toMatchObject({
      serviceMinutes: 780,
      trainingMinutes: 90,
      starLevel: starLevelForMinutes(780),
    });
  });

  it('counts a record once, however often the job runs', async () => {
    const v = await makeVolunteer({ deps });
    const { mission } = await makeMission({ deps });
    await addRecord({ volunteerId: v.id, missionId: mission.id, minutes: 45, endsInDays: -1 });

    await finaliseDueRecords(deps.db, clock.now());
    await finaliseDueRecords(deps.db, clock.now());

    expect((await findVolunteerRow({ deps }, v.id)).serviceMinutes).toBe(45);
  });
});
