import { inject } from 'vitest';
import { chinaMonthStart } from '@zyz/domain';

// The run's one instant (TEST_NOW, else the machine's time when the run began), the same for the
// servers, the browsers and the dates a test computes: a journey never reads the machine's date.

declare module 'vitest' {
  export interface ProvidedContext {
    /** How far the run's clock is from the machine's, set by global-setup.ts. */
    clockOffsetMs: number;
  }
}

let offsetMs = inject('clockOffsetMs');

/** The run's current instant in epoch milliseconds. */
export const testNow = (): number => Date.now() + offsetMs;

/** Follows the instant a test-clock answer carries. */
async function follow(res: Response, failure: string): Promise<void> {
  if (!res.ok) throw new Error(`${failure} (${res.status})`);
  const { now } = (await res.json()) as { now: string };
  offsetMs = Date.parse(now) - Date.now();
}

/** Takes the clock of the server the journey talks to, which a step may have moved. */
export async function syncClock(baseUrl: string): Promise<void> {
  await follow(
    await fetch(`${baseUrl}/__test__/clock`),
    'the server has no test clock: was it started with TEST_NOW?',
  );
}

/**
 * Steps the server's clock (and this file's) forward instead of waiting: a browser context
 * opened afterwards starts at the new instant.
 */
export async function advanceClock(baseUrl: string, seconds: number): Promise<void> {
  const res = await fetch(`${baseUrl}/__test__/clock`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ advanceSeconds: seconds }),
  });
  await follow(res, 'the test clock did not move');
}

/**
 * `at`, or `margin` past China's month turn when `at` is within `margin` of one: a journey that
 * reads the demo's "this month" must not run across the turn, which the run's one clock passes
 * mid-run when the run starts late on a month's last day.
 */
export function clearOfMonthTurn(at: number, margin = 180_000): number {
  const last = chinaMonthStart(new Date(at), 0).getTime();
  const next = chinaMonthStart(new Date(at), -1).getTime();
  if (at - last < margin) return last + margin;
  if (next - at < margin) return next + margin;
  return at;
}
