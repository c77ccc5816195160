import type { App } from '../../../test/test-app';
import { serviceRecords } from '../../db/schema/index';
import { finaliseDueRecords } from '../service-record/finalise.job';
import { clock } from '../../kernel';
import { chinaMonthStart } from './china-month';

/**
 * Service records whose notice period is over, made final by the real job at `now`. Served a
 * minute before `now` unless `occurredAt` says when: the month of the service is what counts.
 */
export async function creditMinutes(
  app: App,
  credits: {
    volunteerId: number;
    minutes: number;
    kind?: 'service' | 'training';
    occurredAt?: Date;
    districtId?: number;
  }[],
  now = clock.now(),
) {
  const past = new Date(now.getTime() - 86_400_000);
  await app.deps.db.insert(serviceRecords).values(
    credits.map((c) => ({
      volunteerId: c.volunteerId,
      kind: c.kind ?? 'service',
      title: '统计测试',
      minutes: c.minutes,
      occurredAt: c.occurredAt ?? new Date(now.getTime() - 60_000),
      state: 'publicity',
      publicityEndsAt: past,
      districtId: c.districtId ?? 1,
    })),
  );
  await finaliseDueRecords(app.deps.db, now);
}

/**
 * Steps this file's clock forward until it is at least `margin` from China's month turns on
 * either side. A test that writes rows now (creditMinutes: a minute back) and reads them as "this
 * month" must not straddle a turn, which the run's one clock passes mid-run when the run starts
 * late on a month's last day.
 */
export function clearOfMonthTurn(margin = 120_000): void {
  const now = clock.nowMs();
  const last = chinaMonthStart(new Date(now), 0).getTime();
  const next = chinaMonthStart(new Date(now), -1).getTime();
  if (now - last < margin) clock.advance(last + margin - now);
  else if (next - now < margin) clock.advance(next + margin - now);
}
