import { startTransition, useEffect, useState } from 'react';
import {
  geolocationErrorMessage,
  isSamePlace,
  pointerFromCoords,
  readPointer,
  writePointer,
  type Pointer,
} from '../pointer-cache';

export type PointerStatus = 'locating' | 'ready' | 'denied' | 'unavailable' | 'unsupported';

export interface PointerState {
  pointer: Pointer | null;
  status: PointerStatus;
  /** Chinese explanation when the position is unknown; null otherwise. */
  problem: string | null;
}

const unsupportedMessage = '当前浏览器不支持定位，无法按距离排序。';

/** What the server draws, and so what hydration must draw first: nothing known yet. */
const unknownYet: PointerState = { pointer: null, status: 'locating', problem: null };

function storedState(): PointerState {
  const cached = readPointer(sessionStorage);
  if (cached) return { pointer: cached, status: 'ready', problem: null };
  if (!('geolocation' in navigator))
    return { pointer: null, status: 'unsupported', problem: unsupportedMessage };
  return unknownYet;
}

/**
 * The visitor's position (spec §3 'pointer'): the session cache first, then the browser's
 * watched position, written back to the cache as it moves by more than ~100 m.
 */
export function usePointer(): PointerState {
  const [state, setPlainState] = useState(unknownYet);
  // The whole list page redraws when the position becomes known or is refused (right after
  // the page comes alive): as a transition it yields to taps and scrolling as it goes.
  const setState: typeof setPlainState = (next) => startTransition(() => setPlainState(next));

  useEffect(() => {
    const stored = storedState();
    if (stored !== unknownYet) setState(stored);
    if (!('geolocation' in navigator)) return;
    const watchId = navigator.geolocation.watchPosition(
      ({ coords }) => {
        const next = pointerFromCoords(coords);
        setState((prev) => {
          if (prev.status === 'ready' && isSamePlace(prev.pointer, next)) return prev;
          writePointer(sessionStorage, next);
          return { pointer: next, status: 'ready', problem: null };
        });
      },
      (error) => {
        // A cached position from earlier in the session stays usable after a later failure.
        setState((prev) =>
          prev.pointer
            ? prev
            : {
                pointer: null,
                status: error.code === error.PERMISSION_DENIED ? 'denied' : 'unavailable',
                problem: geolocationErrorMessage(error.code),
              },
        );
      },
      { enableHighAccuracy: false, maximumAge: 5 * 60_000, timeout: 20_000 },
    );
    return () => navigator.geolocation.clearWatch(watchId);
  }, []);

  return state;
}
