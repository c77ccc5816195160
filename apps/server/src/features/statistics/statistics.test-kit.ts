import type { App } from '../../app';
import { serviceRecords } from '../../db/schema/index';
import { finaliseDueRecords } from '../service-record/finalise.job';

/** Service records whose notice period is over, made final by the real job at `now`. */
export async function creditMinutes(
  app: App,
  credits: { volunteerId: number; minutes: number; kind?: 'service' | 'training' }[],
  now = new Date(),
) {
  const past = new Date(now.getTime() - 86_400_000);
  await app.deps.db.insert(serviceRecords).values(
    credits.map((c) => ({
      volunteerId: c.volunteerId,
      kind: c.kind ?? 'service',
      title: '统计测试',
      minutes: c.minutes,
      occurredAt: past,
      state: 'publicity',
      publicityEndsAt: past,
      districtId: 1,
    })),
  );
  await finaliseDueRecords(app.deps.db, now);
}
