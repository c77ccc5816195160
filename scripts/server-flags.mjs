/**
 * The V8 flags every server process runs with (npm start, the cluster's instances, the bench).
 * Beside the public list's in-memory catalog a young collection costs 6–9 ms, and with V8's
 * default semi-spaces (16 MB) the list's random filters made one every 25–80 ms: 7.5 % of the
 * process's time. With 64 MB semi-spaces there are a third as many, and the list answered
 * some 30 % more requests a second with about half the p99 (docs/performance.md, thirteenth
 * session). The minimum is the maximum: a process that has been quiet for a while (after
 * loading the catalog, at night) had its young generation shrunk to 1 MB, and under the next
 * load it collected every few milliseconds, promoting whatever was in flight, until V8 grew it
 * back over seconds; 30 % fewer answers a second in that phase (fifteenth session). The price
 * is 128 MB per process, reserved from the start.
 */
export const serverNodeFlags = ['--max-semi-space-size=64', '--min-semi-space-size=64'];
