// When a scan happened, by the server's clock rather than the phone's (issue 49). Each answer
// that carries the server's time becomes the anchor; a scan reads the monotonic time since
// (performance.now, which a changed phone clock does not move). A page opened without signal
// (the QR link read by the camera) has no anchor of its own: it takes the last one kept and the
// phone's clock since then, which a wrong but steady clock still gets right. The server bounds
// whatever is claimed by the code's own 30-second window.

const storageKey = 'zyz-server-clock';

const maxSinceMs = 7 * 86_400_000;

let anchor: { serverMs: number; perfMs: number } | null = null;

export interface ScanClock {
  lastServerTime: string;
  sinceServerMs: number;
  deviceTime: string;
  /** lastServerTime + sinceServerMs: the scan's instant on the server's clock, as best known. */
  estimateMs: number;
}

/** Notes the server's time of an answer just received. */
export function noteServerTime(iso: string): void {
  const serverMs = Date.parse(iso);
  if (Number.isNaN(serverMs)) return;
  anchor = { serverMs, perfMs: performance.now() };
  try {
    localStorage.setItem(storageKey, JSON.stringify({ serverMs, deviceMs: Date.now() }));
  } catch {
    // Private mode or a full disk: this page's anchor still holds.
  }
}

function keptAnchor(): { serverMs: number; deviceMs: number } | null {
  try {
    const kept = JSON.parse(localStorage.getItem(storageKey) ?? 'null') as {
      serverMs?: unknown;
      deviceMs?: unknown;
    } | null;
    return typeof kept?.serverMs === 'number' && typeof kept.deviceMs === 'number'
      ? { serverMs: kept.serverMs, deviceMs: kept.deviceMs }
      : null;
  } catch {
    return null;
  }
}

/** The clock readings a scan made now carries. */
export function readScanClock(): ScanClock {
  const deviceMs = Date.now();
  const deviceTime = new Date(deviceMs).toISOString();
  let serverMs = deviceMs;
  let sinceServerMs = 0;
  if (anchor && performance.now() - anchor.perfMs < maxSinceMs) {
    serverMs = anchor.serverMs;
    sinceServerMs = Math.max(0, Math.round(performance.now() - anchor.perfMs));
  } else {
    const kept = keptAnchor();
    // A clock set back since the anchor would make the interval negative: read it as none. An
    // anchor older than the server takes (a week) says nothing the phone's clock does not.
    if (kept && deviceMs - kept.deviceMs < maxSinceMs) {
      serverMs = kept.serverMs;
      sinceServerMs = Math.max(0, deviceMs - kept.deviceMs);
    }
  }
  return {
    lastServerTime: new Date(serverMs).toISOString(),
    sinceServerMs,
    deviceTime,
    estimateMs: serverMs + sinceServerMs,
  };
}
