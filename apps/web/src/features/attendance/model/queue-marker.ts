// A second, small record of which scans the phone holds, in localStorage beside IndexedDB: a
// browser that evicts or clears the database (storage pressure, "clear site data" for one kind,
// a privacy setting) leaves ids here that are in neither the queue nor the settled list, and the
// page can say that scans were lost before they were sent. When both are cleared nothing is left
// to tell; the page asks for persistent storage when it first queues a scan to make that rarer.

const storageKey = 'zyz-offline-scan-ids';

function read(): Record<string, string[]> {
  try {
    const value = JSON.parse(localStorage.getItem(storageKey) ?? '{}') as unknown;
    return value && typeof value === 'object' ? (value as Record<string, string[]>) : {};
  } catch {
    return {};
  }
}

function write(all: Record<string, string[]>): void {
  try {
    localStorage.setItem(storageKey, JSON.stringify(all));
  } catch {
    // Without localStorage there is only the queue itself.
  }
}

export function rememberQueued(userId: string, clientId: string): void {
  const all = read();
  all[userId] = [...(all[userId] ?? []), clientId];
  write(all);
}

export function forgetQueued(userId: string, clientIds: string[]): void {
  const all = read();
  const gone = new Set(clientIds);
  all[userId] = (all[userId] ?? []).filter((id) => !gone.has(id));
  write(all);
}

/**
 * Ids this phone queued for the volunteer and has not yet seen answered. Read before the store:
 * a scan is written to the store before its id here, so an id read here and missing from the
 * store read after is really gone.
 */
export function queuedIds(userId: string): string[] {
  return read()[userId] ?? [];
}
