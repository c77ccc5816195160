/**
 * The V8 flags every server process runs with (npm start, the cluster's instances, the bench).
 * Young collections cost about 5 ms each at province volumes whatever they find, and with
 * V8's default semi-spaces (16 MB) the public list's random filters made one every 25–80 ms:
 * 7.5 % of the process's time. With 64 MB semi-spaces there are a third as many, and the list
 * answered 30 % more requests a second with half the p99 (docs/performance.md, thirteenth
 * session). The price is some 150 MB more memory per process.
 */
export const serverNodeFlags = ['--max-semi-space-size=64'];
