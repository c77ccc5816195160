import { inject } from 'vitest';

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

/** Takes the clock of the server the journey talks to, which a step may have moved. */
export async function syncClock(baseUrl: string): Promise<void> {
  const res = await fetch(`${baseUrl}/__test__/clock`);
  if (!res.ok)
    throw new Error(`the server has no test clock (${res.status}): was it started with TEST_NOW?`);
  const { now } = (await res.json()) as { now: string };
  offsetMs = Date.parse(now) - Date.now();
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
  if (!res.ok) throw new Error(`the test clock did not move (${res.status})`);
  const { now } = (await res.json()) as { now: string };
  offsetMs = Date.parse(now) - Date.now();
}
