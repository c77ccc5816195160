import { eq, sql } from 'drizzle-orm';
import { api, type App } from '../../../test/test-app';
import { serviceRecords, volunteers } from '../../db/schema/index';
import { districtIdByName, makeMission, signedInVolunteer } from '../../../test/factories';
import { clock } from '../../kernel';

// What the certificate route files share: a volunteer with final hours in March 2026 beside
// records that must not count, and the calls that issue and read certificates.

type Headers = Record<string, string>;

interface RecordSeed {
  volunteerId: number;
  missionId: number;
  districtId: number;
  minutes: number;
  /** China local time, 'YYYY-MM-DD HH:mm'. */
  at: string;
  state?: 'publicity' | 'objected' | 'final' | 'void';
  kind?: 'service' | 'training';
}

export const march = { beginDate: '2026-03-01', endDate: '2026-03-31' };

/** The kit for the app `app()` answers (a file's app, made in its beforeAll). */
export function certificateKit(app: () => App) {
  let districts: { youthAssociation: number; sunshineTeam: number } | null = null;
  const ids = async () =>
    (districts ??= {
      youthAssociation: await districtIdByName(app(), '广州市青年志愿者协会'),
      sunshineTeam: await districtIdByName(app(), '天河区阳光志愿服务队'),
    });
  const get = (path: string, headers: Headers = {}) =>
    app()
      .inject({ method: 'GET', url: api(path), headers })
      .then((r) => r.json());
  const issue = (headers: Headers, payload: Record<string, unknown>) =>
    app()
      .inject({ method: 'POST', url: api('/volunteer/certificate/issue'), headers, payload })
      .then((r) => r.json());

  /** A service record written straight through the schema, as the hours feature leaves it. */
  async function addRecord(seed: RecordSeed) {
    const occurredAt = new Date(`${seed.at.replace(' ', 'T')}:00+08:00`);
    const state = seed.state ?? 'final';
    await app()
      .deps.db.insert(serviceRecords)
      .values({
        volunteerId: seed.volunteerId,
        missionId: seed.missionId,
        districtId: seed.districtId,
        kind: seed.kind ?? 'service',
        minutes: seed.minutes,
        occurredAt,
        state,
        publicityEndsAt: new Date(occurredAt.getTime() + 7 * 86_400_000),
        finalAt: state === 'final' ? clock.now() : null,
      });
    // Kept as the hours feature keeps it: final service minutes are in the volunteer's total.
    if (state === 'final' && (seed.kind ?? 'service') === 'service') {
      await app()
        .deps.db.update(volunteers)
        .set({ serviceMinutes: sql`${volunteers.serviceMinutes} + ${seed.minutes}` })
        .where(eq(volunteers.id, seed.volunteerId));
    }
  }

  /** A volunteer with final hours at two missions in March 2026, and records that must not count. */
  async function volunteerWithHours() {
    const { youthAssociation, sunshineTeam } = await ids();
    const v = await signedInVolunteer(app());
    const { mission: park } = await makeMission(app(), {
      districtId: youthAssociation,
      subject: '越秀公园文明引导',
    });
    const { mission: elders } = await makeMission(app(), {
      districtId: sunshineTeam,
      subject: '长者关爱探访',
    });
    const inPark = { missionId: park.id, districtId: youthAssociation };
    const withElders = { missionId: elders.id, districtId: sunshineTeam };
    const records: Omit<RecordSeed, 'volunteerId'>[] = [
      { ...inPark, minutes: 120, at: '2026-03-01 00:00' },
      { ...inPark, minutes: 90, at: '2026-03-15 09:00' },
      { ...withElders, minutes: 45, at: '2026-03-31 23:59' },
      // Outside the range, not yet final, voided, or training: none of these count.
      { ...withElders, minutes: 600, at: '2026-04-01 00:00' },
      { ...withElders, minutes: 600, at: '2026-02-28 23:59' },
      { ...inPark, minutes: 600, at: '2026-03-10 09:00', state: 'publicity' },
      { ...inPark, minutes: 600, at: '2026-03-10 09:00', state: 'objected' },
      { ...inPark, minutes: 600, at: '2026-03-10 09:00', state: 'void' },
      { ...inPark, minutes: 600, at: '2026-03-10 09:00', kind: 'training' },
    ];
    for (const record of records) await addRecord({ volunteerId: v.id, ...record });
    return { v, park, elders };
  }
  return { get, issue, addRecord, volunteerWithHours, districts: ids };
}
