import { createPath, type Location, type Navigator, type To } from 'react-router';
import { toKeptMissionList } from '../features/mission/kept-search';
import { ADDRESS_CHANGED_EVENT } from './island-marker';
import { islandAddresses } from './island-shell';

/**
 * Where the islands of a visitor's page think they are. A page of islands is one document: a
 * change of its query string (a filter, a page of results) stays in it and every island sees
 * the new address; a move to another path is a page load, and the next page brings its own.
 */
type Listener = () => void;
const listeners = new Set<Listener>();

function current(): Location {
  const { pathname, search, hash } = window.location;
  const state = (window.history.state as { usr?: unknown; key?: string } | null) ?? null;
  return { pathname, search, hash, state: state?.usr ?? null, key: state?.key ?? 'default' };
}

let location = current();
/** The address the server drew the page at: every island hydrates at it, however late it wakes. */
const drawnAt = location;
const pagePath = location.pathname;

function changed(): void {
  location = current();
  for (const listener of listeners) listener();
  // Islands still dormant that draw from the address wake to follow it (dormant.ts).
  window.dispatchEvent(new Event(ADDRESS_CHANGED_EVENT));
}

window.addEventListener('popstate', () => {
  if (window.location.pathname !== pagePath) window.location.reload();
  else changed();
});

function go(to: To, state: unknown, replace: boolean): void {
  const path = toKeptMissionList(typeof to === 'string' ? to : createPath(to));
  const target = new URL(path, window.location.href);
  if (target.origin !== window.location.origin || target.pathname !== pagePath) {
    if (replace) window.location.replace(target.href);
    else window.location.assign(target.href);
    return;
  }
  const entry = { usr: state ?? null, key: Math.random().toString(36).slice(2, 10), idx: 0 };
  const url = target.pathname + target.search + target.hash;
  if (replace) window.history.replaceState(entry, '', url);
  else window.history.pushState(entry, '', url);
  changed();
}

export const islandNavigator: Navigator = {
  ...islandAddresses,
  push: (to, state) => go(to, state, false),
  replace: (to, state) => go(to, state, true),
  go: (delta) => window.history.go(delta),
};

export const islandLocation = {
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get: () => location,
  drawnAt: () => drawnAt,
};
