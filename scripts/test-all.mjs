// `npm test`: after one build, the main browser journeys in one lane and everything else in
// another (unit and integration, the calendar journeys, the cluster test), side by side.
//
// The main journeys are the longest part and leave a core idle for about a quarter of their run
// (a page waiting on its server, an animation ending, a timed wait); one after the other, the
// other parts added their whole length to the run. Nothing is shared between the lanes but the
// machine: the unit run's databases, the journeys' servers, ports and databases, and the
// cluster's PostgreSQL, Redis and HAProxy are each their own.
//
//   node scripts/test-all.mjs             what `npm test` runs
//   TEST_LANES=0 node scripts/test-all.mjs   every part one after the other, as before (to compare)
import { build, calendarRows, cluster, mainJourneys, unit, verdict } from './test-lanes.mjs';

const started = Date.now();
const side = async (opts) => ({
  unit: await unit(opts),
  calendar: await calendarRows(),
  cluster: await cluster(opts),
});

let journeys, rest;
if (process.env.TEST_LANES === '0') {
  const unitResult = await unit();
  const built = await build();
  if (built.code !== 0) process.exit(built.code);
  journeys = await mainJourneys();
  rest = { unit: unitResult, calendar: await calendarRows(), cluster: await cluster() };
} else {
  const built = await build();
  if (built.code !== 0) process.exit(built.code);
  [journeys, rest] = await Promise.all([mainJourneys(), side({ label: 'beside' })]);
}

const parts = {
  'main journeys': journeys,
  unit: rest.unit,
  'calendar journeys': rest.calendar,
  cluster: rest.cluster,
};
console.log(
  `\nnpm test: ${Object.entries(parts)
    .map(([name, r]) => `${name} ${verdict(r)}`)
    .join(', ')}; ${Math.round((Date.now() - started) / 1000)} s in all`,
);
process.exit(Object.values(parts).find((r) => r.code !== 0)?.code ?? 0);
