import { expect } from 'vitest';

/**
 * Waits until what a page shows satisfies the assertion that follows. Twenty seconds by default:
 * under a loaded CI machine one step of a journey (a save, a redirect, a list refresh) has taken
 * over ten; a longer step (a notice period) passes its own.
 */
export const poll = <T>(read: () => Promise<T> | T, timeout = 20_000) =>
  expect.poll(read, { timeout });
