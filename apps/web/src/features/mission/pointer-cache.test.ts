import { describe, expect, it } from 'vitest';
import { SessionKey } from '@zyz/domain';
import { queryCoordinates, readPointer, writePointer, type Pointer } from './pointer-cache';

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    items,
  };
}

const guangzhou: Pointer = {
  latitude: 23.1291,
  longitude: 113.2644,
  province: '',
  city: '',
  address: '',
};

describe('pointer cache', () => {
  it('stores the position under the spec key "pointer" and reads it back', () => {
    const storage = memoryStorage();
    writePointer(storage, guangzhou);
    expect(SessionKey.Pointer).toBe('pointer');
    expect(JSON.parse(storage.items.get('pointer') ?? '')).toEqual(guangzhou);
    expect(readPointer(storage)).toEqual(guangzhou);
  });

  it('reads nothing from an empty, garbled or out-of-range entry', () => {
    expect(readPointer(memoryStorage())).toBeNull();
    expect(readPointer(memoryStorage({ pointer: '{not json' }))).toBeNull();
    expect(readPointer(memoryStorage({ pointer: '{"latitude":123,"longitude":10}' }))).toBeNull();
    expect(readPointer(memoryStorage({ pointer: '{"latitude":"23","longitude":113}' }))).toBeNull();
  });

  it('fills missing place names with empty strings', () => {
    const storage = memoryStorage({ pointer: '{"latitude":23.1,"longitude":113.2}' });
    expect(readPointer(storage)).toEqual({
      latitude: 23.1,
      longitude: 113.2,
      province: '',
      city: '',
      address: '',
    });
  });

  it('keeps the page working when storage refuses writes', () => {
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(() => writePointer(full, guangzhou)).not.toThrow();
  });

  it('rounds coordinates to about 100 m for the list query', () => {
    expect(queryCoordinates(guangzhou)).toEqual({ lat: 23.129, lng: 113.264 });
  });
});
