// Every context that shows or sends the queue (tabs, the service worker) hears of a change: a
// scan queued in one tab, or settled by the worker's background sync, shows in the others.

const channelName = 'zyz-offline-scans';
const listeners = new Set<() => void>();
let channel: BroadcastChannel | null = null;

function openChannel(): BroadcastChannel | null {
  if (channel || typeof BroadcastChannel === 'undefined') return channel;
  channel = new BroadcastChannel(channelName);
  channel.onmessage = () => listeners.forEach((listener) => listener());
  return channel;
}

export function announceOfflineChange(): void {
  listeners.forEach((listener) => listener());
  openChannel()?.postMessage('changed');
}

export function onOfflineChange(listener: () => void): () => void {
  openChannel();
  listeners.add(listener);
  return () => listeners.delete(listener);
}
