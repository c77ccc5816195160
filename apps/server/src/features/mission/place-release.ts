import type { Executor } from '../../db/client';
import type { MissionRow, MissionTimeRow } from '../../db/schema/index';
import { sendSiteMessages } from '../../db/site-messages';
import { findWaitlistHead, setApplicationState } from './application.repository';
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
  mission: MissionRow,
  time: Pick<MissionTimeRow, 'id' | 'quota' | 'startTime'>,
  heldNow: number,
): Promise<number> {
  const free = time.quota - heldNow;
  if (!mission.hasWaitlist || free <= 0 || mission.status === 'cancelled') return 0;
  const head = await findWaitlistHead(tx, time.id, free);
  if (head.length === 0) return 0;
  await setApplicationState(
    tx,
    head.map((h) => h.id),
    { state: 'pending', waitlistedAt: null },
  );
  await addTimeCounters(tx, time.id, { held: head.length, waitlist: -head.length });
  await addAppliedCount(tx, mission.id, head.length);
  await sendSiteMessages(
    tx,
    head.map((h) => ({
      volunteerId: h.volunteerId,
      title: '候补成功',
      content: `您候补的活动「${mission.subject}」已有空余名额，您已自动递补，等待组织审核。`,
    })),
  );
  return head.length;
}

/**
 * Gives back the place an application held (pending/accepted) or its waitlist spot, then
 * promotes from the waitlist. Call with the mission and shift locked.
 */
export async function releasePlace(
  tx: Executor,
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
  const promoted = await fillFromWaitlist(tx, mission, time, time.heldCount - 1);
  return {
    ...time,
    heldCount: time.heldCount - 1 + promoted,
    waitlistCount: time.waitlistCount - promoted,
  };
}
