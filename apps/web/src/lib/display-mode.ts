import { createContext, useContext, useSyncExternalStore } from 'react';
import { CookieKey, displayModeClass, type DisplayMode } from '@zyz/domain';

// 关怀模式 and reduced motion (issue 54). The server reads both from the request (the care cookie,
// the reduced-motion client hint) and draws the page in them: classes on <html> for CSS, the
// theme's tokens for antd. In the browser the care class stays as the server drew it (switching
// reloads the page); reduced motion follows the system setting as it changes.

/** Keeps the choice on this device for a year; the next page the server draws follows it. */
export function writeCareModeCookie(isOn: boolean): void {
  document.cookie = `${CookieKey.CareMode}=${isOn ? '1' : '0'}; path=/; max-age=${365 * 86_400}; samesite=lax`;
}

/** On the server: the mode the request asked for. In the browser nothing provides it. */
const DrawnDisplayMode = createContext<DisplayMode | null>(null);
export const DisplayModeProvider = DrawnDisplayMode.Provider;

const hasDocument = () => typeof document !== 'undefined';
const htmlHas = (name: string) =>
  hasDocument() && document.documentElement.classList.contains(name);

const reducedMotionQuery = '(prefers-reduced-motion: reduce)';
const motionMedia = () =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(reducedMotionQuery)
    : null;

function subscribeMotion(onChange: () => void): () => void {
  const media = motionMedia();
  media?.addEventListener('change', onChange);
  return () => media?.removeEventListener('change', onChange);
}

/**
 * How this page is drawn. Hydration starts from the classes on <html>: what the server drew, and
 * reduced motion that boot.ts added for a system the server did not hear of (a first page, a
 * browser without client hints); the markup is the same in both motions. A setting changed while
 * the page is open is followed as it changes.
 */
export function useDisplayMode(): DisplayMode {
  const drawn = useContext(DrawnDisplayMode);
  const reducedMotion = useSyncExternalStore(
    subscribeMotion,
    () => motionMedia()?.matches ?? false,
    () => drawn?.reducedMotion ?? htmlHas(displayModeClass.reducedMotion),
  );
  if (drawn) return drawn;
  return { care: htmlHas(displayModeClass.care), reducedMotion };
}
