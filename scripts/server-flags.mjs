/**
 * The V8 flags every server process runs with (npm start, the cluster's instances, the bench).
 * Beside the public list's in-memory catalog a young collection costs 6–9 ms, and with V8's
 * default semi-spaces (16 MB) the list's random filters made one every 25–80 ms: 7.5 % of the
 * process's time. With 64 MB semi-spaces there are a third as many, and the list answered
 * some 30 % more requests a second with about half the p99 (docs/performance.md, thirteenth
 * session). The minimum of 16 MB: a process that had been quiet for a while (after loading the
 * catalog, between loads) had its young generation shrunk to 1 MB, and met the next load with
 * a collection every few milliseconds, promoting whatever was in flight, until V8 grew it back
 * over seconds. A minimum of 64 MB did away with that too, but promoted 10–60 times more per
 * answer on the demo's reads (fifteenth session).
 */
export const serverNodeFlags = ['--max-semi-space-size=64', '--min-semi-space-size=16'];
