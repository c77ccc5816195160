// The browser journeys whose pages decide by the date: the calendar matrix
// (scripts/calendar-matrix.mjs) runs them at each of its instants and at the machine's own time.
export const calendarFiles = [
  'tests/date-pickers.e2e.ts',
  'tests/certificate.e2e.ts',
  'tests/hours-journey.e2e.ts',
];
