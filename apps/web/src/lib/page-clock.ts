import { createContext, useContext, useMemo, useSyncExternalStore } from 'react';

// The instant a page's time-dependent words are drawn at (a mission's 招募中 that becomes
// 招募已截止). The server draws a page as of one instant and the browser hydrates it as of the
// same one, carried in the page's payload: a page that waited seconds in the server's cache, or a
// phone whose clock runs ahead, would otherwise draw other words while hydrating, and React would
// throw the server's page away (#418). Right after hydration the words follow this device's
// clock, read again every few seconds while a page shows them.

/** On the server: the instant the page is drawn at. In the browser nothing provides it. */
const DrawnAt = createContext<number | null>(null);
export const DrawnAtProvider = DrawnAt.Provider;

/** In the browser: the instant the server drew the page being hydrated at. */
let hydratingAt: number | null = null;

/** Keeps the instant a server-drawn page was drawn at, for hydration to draw it the same. */
export function noteDrawnAt(at: unknown): void {
  if (typeof at === 'number' && Number.isFinite(at)) hydratingAt = at;
}

const tickMs = 15_000;
let current = Date.now();
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | undefined;

function tick(): void {
  current = Date.now();
  for (const listener of listeners) listener();
}

function subscribe(onChange: () => void): () => void {
  // A page shown after a while without any reader starts from the clock as it is now; React
  // reads the snapshot again after subscribing and draws it.
  if (listeners.size === 0) current = Date.now();
  listeners.add(onChange);
  timer ??= setInterval(tick, tickMs);
  return () => {
    listeners.delete(onChange);
    if (listeners.size > 0) return;
    clearInterval(timer);
    timer = undefined;
  };
}

const readCurrent = () => current;

/** The instant to draw time-dependent words at: the drawn one while hydrating, then this clock. */
export function usePageNow(): Date {
  const drawn = useContext(DrawnAt);
  const at = useSyncExternalStore(subscribe, readCurrent, () => drawn ?? hydratingAt ?? current);
  return useMemo(() => new Date(at), [at]);
}
