// The instants where calendars break, and the server tests whose rules decide by the date or the
// hour. The unit run (vitest.config.ts) runs those tests at each instant as projects of their own;
// scripts/calendar-matrix.mjs runs the browser journeys of e2e/calendar-files.mjs there too.

export const instants = [
  // Two weeks back crosses into the previous month; China's morning is UTC's 1st, 01:30.
  { at: '2027-03-02T09:30:00+08:00', why: '2nd of a month, two weeks back in February' },
  // China's date is in the new year, UTC's is not.
  { at: '2027-01-01T07:30:00+08:00', why: "New Year's morning in China, 31 Dec in UTC" },
  { at: '2028-02-29T12:00:00+08:00', why: 'leap day' },
  // Five minutes to China's midnight: UTC's date is already the day's, the month turns mid-run.
  { at: '2027-04-30T23:55:00+08:00', why: 'last day of a month, 23:55' },
  // A 7-day notice ends on 1 June, a 15-day cooling-off on 9 June: both across the month end.
  { at: '2027-05-25T10:00:00+08:00', why: 'publicity and cooling-off end in the next month' },
];

// Relative to apps/server: certificate ranges, monthly figures and rankings, reminders, the
// demo's dated history, shift windows, notice periods, cooling-off, ages (registration and the
// 报名条件), ended missions, card codes. (The domain, web and admin tests of dates pass their instants explicitly, so they give
// the same answer at any TEST_NOW and run once.)
export const calendarServerTests = [
  'src/config.test.ts',
  'src/plugins/test-clock.routes.test.ts',
  'src/db/seed/history.test.ts',
  'src/features/account/logoff.service.test.ts',
  'src/features/attendance/attendance.routes.test.ts',
  'src/features/bank-card/bank-card.routes.test.ts',
  'src/features/calendar/reminder.job.test.ts',
  'src/features/card/card.routes.test.ts',
  'src/features/certificate/certificate.routes.test.ts',
  'src/features/certificate/certificate-path.routes.test.ts',
  'src/features/certificate/certificate.service.test.ts',
  'src/features/mission/apply-conditions.routes.test.ts',
  'src/features/mission/portal-ended.routes.test.ts',
  'src/features/mission/my-mission.routes.test.ts',
  'src/features/service-record/publicity.routes.test.ts',
  'src/features/service-record/finalise.job.test.ts',
  'src/features/statistics/dashboard.routes.test.ts',
  'src/features/statistics/statistics.routes.test.ts',
  'src/features/statistics/verify-data.test.ts',
  'src/features/volunteer-register/register.routes.test.ts',
];

/** The unit run's project name for an instant: `vitest run --project 'server@*'` picks them all. */
export const projectAt = (at) => `server@${at}`;
