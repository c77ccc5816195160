// A first-time visitor sees the Home guide once; the flag is per browser, not per account,
// because most visitors never sign in.
export const tourSeenKey = 'zyz-home-tour-seen';

export function hasSeenTour(storage: Storage): boolean {
  try {
    return storage.getItem(tourSeenKey) === '1';
  } catch {
    return true; // storage blocked: never nag on every visit
  }
}

export function markTourSeen(storage: Storage): void {
  // The first visit's hint shows by CSS while this is on the page (boot.ts).
  delete document.documentElement.dataset.tourUnseen;
  try {
    storage.setItem(tourSeenKey, '1');
  } catch {
    // Blocked storage only means the guide may show again next time.
  }
}
