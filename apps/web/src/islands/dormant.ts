/**
 * The browser side of a visitor's public page (issue 48), and all of it that runs before the
 * visitor does anything: no React, no antd. Each island of the page waits, dormant, until it is
 * needed (see `HydrateWhen`); only then does its code load and take its part of the page over.
 *
 * What the visitor does to a dormant island is not lost: the text typed into its fields stays
 * (lib/early-input.ts replays it), a held form submit is sent again, and the clicks that arrived
 * before its code did are dispatched again to the same elements once it is alive.
 */
import { pointLinksAtKeptList, toKeptMissionList } from '../features/mission/kept-search';
import { holdEarlyInput } from '../lib/early-input';
import {
  ADDRESS_CHANGED_EVENT,
  FOLLOWS_ADDRESS_ATTRIBUTE,
  ISLAND_ATTRIBUTE,
} from './island-marker';
import { hideProgress, showProgress } from './progress-bar';

type Held = {
  type: 'mousedown' | 'mouseup' | 'click' | 'focusin';
  target: Element;
  init: MouseEventInit;
};

interface Dormant {
  element: HTMLElement;
  held: Held[];
  isWaking: boolean;
  /** The visitor touched it: the page's progress bar runs until it answers. */
  isAwaited: boolean;
}

let awaited = 0;

/** The tap is answered at once (the bar at the top moves) while the island's code arrives. */
function showWaiting(island: Dormant): void {
  if (island.isAwaited) return;
  island.isAwaited = true;
  awaited += 1;
  if (awaited === 1) showProgress();
}

function stopWaiting(island: Dormant): void {
  if (!island.isAwaited) return;
  island.isAwaited = false;
  awaited -= 1;
  if (awaited === 0) hideProgress();
}

const dormant = new Map<Element, Dormant>();

function dormantIslandOf(node: EventTarget | null): Dormant | undefined {
  if (!(node instanceof Element)) return undefined;
  const element = node.closest(`[${ISLAND_ATTRIBUTE}]`);
  return element ? dormant.get(element) : undefined;
}

function mouseInit(event: MouseEvent): MouseEventInit {
  return {
    bubbles: true,
    cancelable: true,
    composed: true,
    view: window,
    button: event.button,
    buttons: event.buttons,
    clientX: event.clientX,
    clientY: event.clientY,
    detail: event.detail,
  };
}

/** The events the island's code would have handled, sent again to the same elements. */
function replay(held: Held[]): void {
  for (const { type, target, init } of held) {
    if (!target.isConnected) continue;
    if (type === 'focusin') {
      if (document.activeElement === target)
        target.dispatchEvent(new FocusEvent('focusin', { bubbles: true, composed: true }));
      continue;
    }
    target.dispatchEvent(new MouseEvent(type, init));
  }
}

let waking = 0;

/**
 * `data-hydrating` on <html> while any island is on its way to life: parts that learn the
 * window's size after hydrating (use-min-width) draw as the server did, and a test knows the
 * part it touched is not live yet.
 */
function wokenUp(): void {
  waking -= 1;
  if (waking === 0) delete document.documentElement.dataset.hydrating;
}

function wake(island: Dormant): void {
  if (island.isWaking) return;
  island.isWaking = true;
  waking += 1;
  document.documentElement.dataset.hydrating = '';
  const bringToLife = () =>
    import('./hydrate-island')
      .then(({ hydrateIsland }) => hydrateIsland(island.element))
      .then(() => {
        dormant.delete(island.element);
        wokenUp();
        stopWaiting(island);
        replay(island.held);
      })
      .catch((error: unknown) => {
        // The part stays as the server drew it, its links working (the held click follows one).
        dormant.delete(island.element);
        wokenUp();
        stopWaiting(island);
        replay(island.held.filter((held) => held.type === 'click'));
        console.error('页面脚本加载失败', error);
      });
  // After the frame that shows the tap was taken (the progress bar): evaluating the island's
  // code before it would keep a phone's screen still for as long as that takes.
  requestAnimationFrame(() => setTimeout(bringToLife));
}

/**
 * A link inside a dormant island, followed as the island's code would follow it: on a page of
 * islands every move to another address is a page load (island-location.ts), so the visitor
 * who taps a mission's card goes at once instead of waiting for the list to come alive first.
 * With a modifier key, or to another window, the browser does what it always does.
 */
function plainLinkOf(event: MouseEvent): HTMLAnchorElement | null {
  const link = (event.target as Element).closest('a[href]');
  if (!(link instanceof HTMLAnchorElement)) return null;
  const href = link.getAttribute('href') ?? '';
  if (href.startsWith('#') || href.startsWith('javascript:')) return null;
  const isOwnWindow = !link.target || link.target === '_self';
  const isModified = event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
  return isOwnWindow && !isModified && event.button === 0 && !link.hasAttribute('download')
    ? link
    : null;
}

/** Capture on the document runs before anything inside the island could see the event. */
function onEarlyEvent(event: Event): void {
  const island = dormantIslandOf(event.target);
  if (!island) return;
  if (event.type === 'click') {
    const link = plainLinkOf(event as MouseEvent);
    if (link) {
      event.preventDefault();
      event.stopPropagation();
      showWaiting(island);
      window.location.assign(toKeptMissionList(link.getAttribute('href')!));
      return;
    }
    if ((event.target as Element).closest('a[href]')) return;
  }
  // A pointer passing over only starts the code early; a touch, a click or a key waits for it.
  if (event.type !== 'pointerover') showWaiting(island);
  wake(island);
  const target = event.target as Element;
  if (event.type === 'focusin') island.held.push({ type: 'focusin', target, init: {} });
  else if (event.type === 'mousedown' || event.type === 'mouseup')
    island.held.push({ type: event.type, target, init: mouseInit(event as MouseEvent) });
  else if (event.type === 'click') {
    // The browser's own action (following a link, ticking a box) would act on markup that has
    // no handlers yet: the island's code does it when the click is sent again.
    event.preventDefault();
    event.stopPropagation();
    island.held.push({ type: 'click', target, init: mouseInit(event as MouseEvent) });
  }
}

const wakingEvents = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown'];
const heldEvents = ['mousedown', 'mouseup', 'click'];

function whenVisible(island: Dormant, afterMs: number): void {
  let timer = 0;
  const observer = new IntersectionObserver((entries) => {
    const isInView = entries.some((entry) => entry.isIntersecting);
    clearTimeout(timer);
    if (!isInView) return;
    timer = window.setTimeout(() => {
      observer.disconnect();
      wake(island);
    }, afterMs);
  });
  // display: contents has no box of its own; its first child stands for it.
  observer.observe(island.element.firstElementChild ?? island.element);
}

function whenIdle(island: Dormant): void {
  const idle = () =>
    'requestIdleCallback' in window
      ? requestIdleCallback(() => wake(island), { timeout: 5_000 })
      : setTimeout(() => wake(island), 200);
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

/** Finds the page's islands and leaves each to wait for its moment. */
export function startIslands(root: Element): void {
  const elements = [...root.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`)];
  holdEarlyInput(elements);
  pointLinksAtKeptList(root, (link) => link.closest(`[${ISLAND_ATTRIBUTE}]`) !== null);
  for (const element of elements) {
    const island: Dormant = { element, held: [], isWaking: false, isAwaited: false };
    dormant.set(element, island);
    const { when, afterMs, minWidth } = element.dataset;
    const isWideEnough = !minWidth || window.matchMedia(`(min-width: ${minWidth}px)`).matches;
    if (when === 'visible' && isWideEnough) whenVisible(island, Number(afterMs ?? 0));
    else if (when === 'idle') whenIdle(island);
  }
  // The filter bar changed the list's address: the results, still as the server drew them, follow.
  window.addEventListener(ADDRESS_CHANGED_EVENT, () => {
    for (const island of dormant.values())
      if (island.element.hasAttribute(FOLLOWS_ADDRESS_ATTRIBUTE)) wake(island);
  });
  for (const type of wakingEvents)
    document.addEventListener(type, onEarlyEvent, { capture: true, passive: true });
  for (const type of heldEvents) document.addEventListener(type, onEarlyEvent, true);
}

/** How many islands of the page have come alive (the browser tests count them). */
export const dormantCount = () => dormant.size;
