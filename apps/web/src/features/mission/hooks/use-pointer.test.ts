// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { usePointer } from './use-pointer';

type Success = (p: { coords: { latitude: number; longitude: number } }) => void;
type Failure = (e: { code: number; PERMISSION_DENIED: number }) => void;

/** A stand-in for the browser's position source that the test moves by hand. */
function installGeolocation() {
  const watchers = new Map<number, { ok: Success; fail: Failure }>();
  let nextId = 1;
  const geolocation = {
    watchPosition: (ok: Success, fail: Failure) => {
      watchers.set(nextId, { ok, fail });
      return nextId++;
    },
    clearWatch: (id: number) => void watchers.delete(id),
  };
  Object.defineProperty(navigator, 'geolocation', { value: geolocation, configurable: true });
  return {
    watchers,
    move: (latitude: number, longitude: number) =>
      watchers.forEach((w) => w.ok({ coords: { latitude, longitude } })),
    refuse: () => watchers.forEach((w) => w.fail({ code: 1, PERMISSION_DENIED: 1 })),
  };
}

describe('usePointer', () => {
  let geo: ReturnType<typeof installGeolocation>;
  beforeEach(() => {
    sessionStorage.clear();
    geo = installGeolocation();
  });
  afterEach(() => sessionStorage.clear());

  it('uses the cached position at once, before the browser answers', () => {
    sessionStorage.setItem('pointer', JSON.stringify({ latitude: 23.1, longitude: 113.2 }));
    const { result } = renderHook(() => usePointer());
    expect(result.current.status).toBe('ready');
    expect(result.current.pointer?.latitude).toBe(23.1);
  });

  it('watches the position and caches it with empty place names', () => {
    const { result } = renderHook(() => usePointer());
    expect(result.current.status).toBe('locating');
    act(() => geo.move(22.5431, 114.0579));
    expect(result.current.pointer).toMatchObject({ latitude: 22.5431, longitude: 114.0579 });
    expect(JSON.parse(sessionStorage.getItem('pointer') ?? '')).toEqual({
      latitude: 22.5431,
      longitude: 114.0579,
      province: '',
      city: '',
      address: '',
    });
  });

  it('explains in Chinese when the visitor refuses the permission', () => {
    const { result } = renderHook(() => usePointer());
    act(() => geo.refuse());
    expect(result.current.status).toBe('denied');
    expect(result.current.pointer).toBeNull();
    expect(result.current.problem).toContain('您已拒绝本站获取位置');
  });

  it('stops watching when the page goes away', () => {
    const { unmount } = renderHook(() => usePointer());
    expect(geo.watchers.size).toBe(1);
    unmount();
    expect(geo.watchers.size).toBe(0);
  });
});
