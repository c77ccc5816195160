import { SessionKey } from '@zyz/domain';

/**
 * Spec §3 geolocation entry. No maps service is reachable from this deployment, so nothing
 * turns coordinates into a place name: province, city and address stay empty strings.
 */
export interface Pointer {
  latitude: number;
  longitude: number;
  province: string;
  city: string;
  address: string;
}

type KeyValueStore = Pick<Storage, 'getItem' | 'setItem'>;

const isCoordinate = (v: unknown, limit: number): v is number =>
  typeof v === 'number' && Number.isFinite(v) && Math.abs(v) <= limit;

/** The cached position, or null when absent or not a position (a hand-edited entry). */
export function readPointer(storage: KeyValueStore): Pointer | null {
  let raw: unknown;
  try {
    raw = JSON.parse(storage.getItem(SessionKey.Pointer) ?? 'null');
  } catch {
    return null;
  }
  if (typeof raw !== 'object' || raw === null) return null;
  const { latitude, longitude, province, city, address } = raw as Record<string, unknown>;
  if (!isCoordinate(latitude, 90) || !isCoordinate(longitude, 180)) return null;
  const text = (v: unknown) => (typeof v === 'string' ? v : '');
  return {
    latitude,
    longitude,
    province: text(province),
    city: text(city),
    address: text(address),
  };
}

export function writePointer(storage: KeyValueStore, pointer: Pointer): void {
  try {
    storage.setItem(SessionKey.Pointer, JSON.stringify(pointer));
  } catch {
    // Private browsing can refuse storage; the position still works for this page view.
  }
}

export function pointerFromCoords(coords: { latitude: number; longitude: number }): Pointer {
  return {
    latitude: coords.latitude,
    longitude: coords.longitude,
    province: '',
    city: '',
    address: '',
  };
}

/** About 100 m: closer moves than this would only refetch the same distance order. */
const precision = 1000;
const roundCoordinate = (v: number) => Math.round(v * precision) / precision;

/** The position as the list query sends it, rounded so a walking phone does not refetch. */
export function queryCoordinates(pointer: Pointer): { lat: number; lng: number } {
  return { lat: roundCoordinate(pointer.latitude), lng: roundCoordinate(pointer.longitude) };
}

export function isSamePlace(a: Pointer | null, b: Pointer): boolean {
  if (!a) return false;
  const qa = queryCoordinates(a);
  const qb = queryCoordinates(b);
  return qa.lat === qb.lat && qa.lng === qb.lng;
}

/** Why the position is unknown, in words a visitor can act on. */
export function geolocationErrorMessage(code: number): string {
  switch (code) {
    case 1:
      return '您已拒绝本站获取位置，无法按距离排序。如需使用，请在浏览器或系统设置中允许本站访问位置信息后刷新页面。';
    case 2:
      return '暂时无法确定您的位置（定位信号不可用），请稍后再试或检查设备的定位服务是否开启。';
    case 3:
      return '获取位置超时，请检查设备的定位服务后刷新页面重试。';
    default:
      return '获取位置失败，请稍后再试。';
  }
}
