import type { Executor } from '../../db/client';
import type { MissionRow, MissionTimeRow } from '../../db/schema/index';
import type { SiteMessageSender } from '../site-message';
import { findClash, findWaitlistHead, setApplicationState } from './application.repository';
import { addAppliedCount } from './mission.repository';
import { addTimeCounters } from './mission-time.repository';

/**
 * Fills free places of a shift from its waitlist, first come first served, and tells each
 * promoted volunteer. The caller holds the mission and shift locks and passes the shift's
 * counters as they stand after its own change. Promotion lands in `pending`: the organiser
 * still decides, but the place is held.
 */
export async function fillFromWaitlist(
  tx: Executor,
  messages: SiteMessageSender,
  mission: MissionRow,
  time: Pick<MissionTimeRow, 'id' | 'quota' | 'startTime' | 'endTime'>,
  heldNow: number,
): Promise<number> {
  const free = time.quota - heldNow;
  if (!mission.hasWaitlist || free <= 0 || mission.status === 'cancelled') return 0;
  // Someone who meanwhile took a place on an overlapping shift stays waiting rather than end
  // up holding two; read a little past `free` so they do not block the ones behind them.
  const head = await findWaitlistHead(tx, time.id, free + 20);
  const promoted: typeof head = [];
  for (const candidate of head) {
    if (promoted.length === free) break;
    if (!(await findClash(tx, candidate.volunteerId, time.startTime, time.endTime)))
      promoted.push(candidate);
  }
  if (promoted.length === 0) return 0;
  await setApplicationState(
    tx,
    promoted.map((h) => h.id),
    { state: 'pending', waitlistedAt: null },
  );
  await addTimeCounters(tx, time.id, { held: promoted.length, waitlist: -promoted.length });
  await addAppliedCount(tx, mission.id, promoted.length);
  await messages.send(
    tx,
    promoted.map((h) => ({
      volunteerId: h.volunteerId,
      missionId: mission.id,
      title: '候补成功',
      content: `您候补的活动「${mission.subject}」已有空余名额，您已自动递补，等待组织审核。`,
    })),
  );
  return promoted.length;
}

/**
 * Gives back the place an application held (pending/accepted) or its waitlist spot, then
 * promotes from the waitlist. Call with the mission and shift locked.
 */
export async function releasePlace(
  tx: Executor,
  messages: SiteMessageSender,
  mission: MissionRow,
  time: MissionTimeRow,
  previousState: string,
): Promise<MissionTimeRow> {
  if (previousState === 'waitlisted') {
    await addTimeCounters(tx, time.id, { waitlist: -1 });
    return { ...time, waitlistCount: time.waitlistCount - 1 };
  }
  if (previousState !== 'pending' && previousState !== 'accepted') return time;
  await addTimeCounters(tx, time.id, { held: -1 });
  await addAppliedCount(tx, mission.id, -1);
  const promoted = await fillFromWaitlist(tx, messages, mission, time, time.heldCount - 1);
  return {
    ...time,
    heldCount: time.heldCount - 1 + promoted,
    waitlistCount: time.waitlistCount - promoted,
  };
}
