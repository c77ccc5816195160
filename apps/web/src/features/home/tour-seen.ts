// A first-time visitor sees the Home guide once; the flag is per browser, not per account,
// because most visitors never sign in.
const key = 'zyz-home-tour-seen';

export function hasSeenTour(storage: Storage): boolean {
  try {
    return storage.getItem(key) === '1';
  } catch {
    return true; // storage blocked: never nag on every visit
  }
}

export function markTourSeen(storage: Storage): void {
  try {
    storage.setItem(key, '1');
  } catch {
    // Blocked storage only means the guide may show again next time.
  }
}
