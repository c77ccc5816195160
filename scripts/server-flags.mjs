/**
 * The V8 flags every server process runs with (npm start, the cluster's instances, the bench).
 * Beside the public list's in-memory catalog a young collection costs 6–9 ms, and with V8's
 * default semi-spaces (16 MB) the list's random filters made one every 25–80 ms: 7.5 % of the
 * process's time. With 64 MB semi-spaces there are a third as many, and the list answered
 * some 30 % more requests a second with about half the p99 (docs/performance.md, thirteenth
 * session). The price is some 150 MB more memory per process.
 */
export const serverNodeFlags = ['--max-semi-space-size=64'];
