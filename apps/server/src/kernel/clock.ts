// The platform's one clock. Every rule that decides by time (publicity windows, cooling-off,
// sign-in margins, reminders, rankings, certificates, codes and sessions) reads it, and passes
// the instant into SQL as a parameter, so a server started "as of" another instant (TEST_NOW,
// outside production) keeps every rule consistent with itself. Elapsed-time measures (cache
// lifetimes, retry back-offs, timings) stay on the machine's clock: they count real seconds.

let offsetMs = 0;

export const clock = {
  /** The platform's current instant. */
  now(): Date {
    return new Date(Date.now() + offsetMs);
  },
  /** The platform's current instant in epoch milliseconds. */
  nowMs(): number {
    return Date.now() + offsetMs;
  },
  /** Starts the clock at `instant`; it runs forward from there at the machine's pace. */
  startAt(instant: Date): void {
    offsetMs = instant.getTime() - Date.now();
  },
  /** Moves the clock forward: a test's step instead of a real wait. */
  advance(ms: number): void {
    offsetMs += ms;
  },
  /** How far the clock is from the machine's, for a thread that keeps a copy (workers). */
  offsetMs(): number {
    return offsetMs;
  },
  /** Takes the offset handed over by the thread that owns the clock. */
  setOffsetMs(ms: number): void {
    offsetMs = ms;
  },
};
