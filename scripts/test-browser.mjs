// `npm run test:browser`: the main journeys and the calendar matrix's journeys (today's row and
// each instant's) side by side, after one build. `npm test` runs them within scripts/test-all.mjs.
//
// They share nothing but the machine: the calendar rows start servers of their own, on ports of
// their own, with databases of their own.
//
//   node scripts/test-browser.mjs              the two side by side
//   BROWSER_SIDE_BY_SIDE=0 node scripts/...    one after the other (to compare)
import { build, calendarRows, mainJourneys, verdict } from './test-lanes.mjs';

const built = await build();
if (built.code !== 0) process.exit(built.code);

const started = Date.now();
const [main, calendar] =
  process.env.BROWSER_SIDE_BY_SIDE === '0'
    ? [await mainJourneys(), await calendarRows()]
    : await Promise.all([mainJourneys(), calendarRows()]);
console.log(
  `\nBrowser tests: main journeys ${verdict(main)}, calendar journeys ${verdict(calendar)}, ` +
    `${Math.round((Date.now() - started) / 1000)} s in all`,
);
process.exit(main.code !== 0 ? main.code : calendar.code);
