import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BizCode, chinaMidnight, TokenKind } from '@zyz/domain';
import type { Deps } from '../../deps';
import { serviceRecords } from '../../db/schema/index';
import type { Caller } from '../../kernel';
import { createTestDeps } from '../../../test/test-app';
import { makeMission, makeVolunteer } from '../../../test/factories';
import { createCertificateService } from './certificate.service';
import { clock } from '../../kernel';

// Certificate totals without HTTP: only final service minutes inside the China-date range.
let deps: Deps;
let close: () => Promise<void>;
beforeAll(async () => ({ deps, close } = await createTestDeps()));
afterAll(() => close());

const hourMs = 3_600_000;

async function addRecord(seed: {
  volunteerId: number;
  missionId: number | null;
  minutes: number;
  title?: string;
  /** China date of the service, at 00:30 there: still the day before in UTC, so a range read
   * in the wrong zone moves the first and last days. */
  date: string;
  state?: 'publicity' | 'final' | 'void';
  kind?: 'service' | 'training';
}) {
  const state = seed.state ?? 'final';
  await deps.db.insert(serviceRecords).values({
    volunteerId: seed.volunteerId,
    missionId: seed.missionId,
    title: seed.title,
    districtId: 1,
    kind: seed.kind ?? 'service',
    minutes: seed.minutes,
    occurredAt: new Date(chinaMidnight(seed.date).getTime() + 0.5 * hourMs),
    state,
    publicityEndsAt: new Date(chinaMidnight(seed.date).getTime() + 7 * 24 * hourMs),
    finalAt: state === 'final' ? clock.now() : null,
  });
}

async function volunteerWithMarchHours(): Promise<Caller> {
  const v = await makeVolunteer({ deps });
  const { mission: park } = await makeMission({ deps }, { subject: '越秀公园文明引导' });
  const { mission: elders } = await makeMission({ deps }, { subject: '长者关爱探访' });
  const at = (missionId: number) => ({ volunteerId: v.id, missionId });
  await addRecord({ ...at(park.id), minutes: 120, date: '2026-03-01' });
  await addRecord({ ...at(park.id), minutes: 90, date: '2026-03-15' });
  await addRecord({ ...at(elders.id), minutes: 60, date: '2026-03-31' });
  // None of these may count: outside the range, not final yet, void, or training.
  await addRecord({ ...at(park.id), minutes: 1000, date: '2026-02-28' });
  await addRecord({ ...at(park.id), minutes: 1000, date: '2026-04-01' });
  await addRecord({ ...at(park.id), minutes: 1000, date: '2026-03-10', state: 'publicity' });
  await addRecord({ ...at(park.id), minutes: 1000, date: '2026-03-11', state: 'void' });
  await addRecord({ ...at(park.id), minutes: 1000, date: '2026-03-12', kind: 'training' });
  return { kind: TokenKind.Volunteer, subjectId: v.id, sessionId: 0 };
}

describe('certificate totals', () => {
  it('adds up the final service minutes of the range, at China dates', async () => {
    const caller = await volunteerWithMarchHours();
    const certificate = await createCertificateService(deps).issue(caller, {
      beginDate: '2026-03-01',
      endDate: '2026-03-31',
    });
    expect(certificate).toMatchObject({ totalMinutes: 270, missionCount: 2 });
  });

  it('keeps one row per mission whatever the records call it, and one per title without one', async () => {
    const caller = await volunteerWithMarchHours();
    const v = caller.subjectId;
    const { mission: park } = await makeMission({ deps }, { subject: '海珠湿地巡护' });
    await addRecord({ volunteerId: v, missionId: park.id, minutes: 30, date: '2026-03-02' });
    await addRecord({
      volunteerId: v,
      missionId: park.id,
      minutes: 15,
      date: '2026-03-03',
      title: '湿地巡护（补录）',
    });
    await addRecord({
      volunteerId: v,
      missionId: null,
      minutes: 20,
      date: '2026-03-04',
      title: '社区义诊',
    });
    await addRecord({
      volunteerId: v,
      missionId: null,
      minutes: 25,
      date: '2026-03-05',
      title: '社区义诊',
    });
    await addRecord({ volunteerId: v, missionId: null, minutes: 5, date: '2026-03-06' });
    const certificate = await createCertificateService(deps).issue(caller, {
      beginDate: '2026-03-01',
      endDate: '2026-03-31',
    });
    // 越秀公园 and 长者关爱 as before, 海珠湿地 once, 社区义诊 once, one without a name.
    expect(certificate).toMatchObject({ totalMinutes: 270 + 95, missionCount: 5 });
  });

  it('answers the same certificate for the same range, frozen', async () => {
    const caller = await volunteerWithMarchHours();
    const service = createCertificateService(deps);
    const range = { beginDate: '2026-03-01', endDate: '2026-03-15' };
    const first = await service.issue(caller, range);
    await addRecord({
      volunteerId: caller.subjectId,
      missionId: (await makeMission({ deps })).mission.id,
      minutes: 30,
      date: '2026-03-02',
    });
    const again = await service.issue(caller, range);
    expect(again.certificateId).toBe(first.certificateId);
    expect(again.totalMinutes).toBe(210);
  });

  it('refuses a range with no final hours', async () => {
    const caller = await volunteerWithMarchHours();
    await expect(
      createCertificateService(deps).issue(caller, {
        beginDate: '2025-01-01',
        endDate: '2025-01-31',
      }),
    ).rejects.toMatchObject({ code: BizCode.Conflict });
  });
});
