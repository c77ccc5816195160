import { createEvents, type EventAttributes } from 'ics';
import type { ShiftOfApplication } from './calendar.repository';

const productId = '-//gdzyz//志愿服务平台//CN';

function toEvent(s: ShiftOfApplication): EventAttributes {
  const lines = [
    `组织：${s.districtName}`,
    `联系人：${s.contactName} ${s.contactPhone}`,
    s.requirements ? `要求：${s.requirements}` : '',
  ].filter(Boolean);
  return {
    // Stable per application, so a re-imported file or a refreshed feed updates, not duplicates.
    uid: `mission-application-${s.applicationId}@gdzyz`,
    title: s.subject,
    start: s.startTime.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: s.endTime.getTime(),
    endInputType: 'utc',
    endOutputType: 'utc',
    location: s.address,
    ...(s.latitude !== null && s.longitude !== null
      ? { geo: { lat: s.latitude, lon: s.longitude } }
      : {}),
    description: lines.join('\n'),
    status: 'CONFIRMED',
    busyStatus: 'BUSY',
    alarms: [
      {
        action: 'display',
        description: `活动提醒：${s.subject}`,
        trigger: { hours: 2, before: true },
      },
    ],
  };
}

/** An iCalendar text (RFC 5545) of the given shifts. */
export function renderCalendar(shifts: ShiftOfApplication[], calName?: string): string {
  const { error, value } = createEvents(shifts.map(toEvent), {
    productId,
    ...(calName ? { calName } : {}),
  });
  if (error || !value) throw error ?? new Error('ics generation failed');
  return value;
}
