/**
 * The page's first script, and its only one until the page is on screen. A page the server
 * drew is readable and its links work before any of the app's code has run, so on a phone's
 * slow network its pictures take the bandwidth first and the code that makes the page live
 * follows once they are drawn (or after a few seconds, if a picture is slow). A page the
 * browser draws itself (personal pages: an empty root) starts at once.
 *
 * `data-starting` on <html> says the app has not taken the page over yet (main.tsx clears it).
 */
// The page's styles come with the HTML (a stylesheet link in its head), not with the late code.
import 'nprogress/nprogress.css';
import './app/global.css';
// A visitor's page of islands never loads the code of its static parts, so no stylesheet may
// arrive with a component's code: every one is linked from the page's head.
import './app/layouts/main-nav.css';
import './app/layouts/personal-center.css';
import './features/article/components/rich-content.css';
import { hasSeenTour } from './features/home/tour-seen';
import { startIslands } from './islands/dormant';
import { holdEarlyInput } from './lib/early-input';
import { restoreCareToggleFocus } from './lib/care-toggle-focus';
// Its own small module: ssr-payload's imports would come with it and split this script in parts.
import { SSR_PAYLOAD_ID } from './app/ssr-payload-id';
import { sharedStylesCookie } from './app/shared-styles-path';
import { displayModeClass } from '@zyz/domain';

const longestWaitMs = 2_500;

document.documentElement.dataset.starting = '';

// A system that asks for reduced motion the server did not hear of (a first page, before the
// browser sends its client hint) is marked before anything hydrates, so React starts in that
// mode (lib/display-mode.ts). Switched after hydration, antd's motion token wraps the tree in
// providers it did not have and mounts it again: the button the keyboard was on was replaced,
// and Enter on 关怀模式 went to the page's body.
if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches)
  document.documentElement.classList.add(displayModeClass.reducedMotion);

// Home's first-visit hint is in its HTML and shows by CSS while this says the guide is unseen.
if (!hasSeenTour(localStorage)) document.documentElement.dataset.tourUnseen = '';

// What is typed into a server-drawn form and the tap that sends it count from the first moment,
// however long the app's code takes (seconds on a slow phone): see lib/early-input.ts.
const root = document.getElementById('root');
const isServerDrawn = root?.hasChildNodes() ?? false;
// A visitor's public page is HTML with islands (issue 48): only they ever load code, each when
// it is needed. The server draws one only for a request without a session cookie, and the
// session lives in those cookies, so this page's visitor has none either.
const isIslandPage =
  root !== null && document.getElementById(SSR_PAYLOAD_ID)?.hasAttribute('data-islands') === true;
if (!isIslandPage) holdEarlyInput(root && isServerDrawn ? [root] : []);

// Back from switching 关怀模式: the keyboard returns to the switch (on a page the server drew).
restoreCareToggleFocus();

let isStarted = false;
function start(): void {
  if (isStarted) return;
  isStarted = true;
  // Asked for together; React's part arrives first and is evaluated in a task of its own, so
  // no single task evaluates all of the page's code.
  void import('react-dom/client').catch(() => undefined);
  import('./main').catch((error: unknown) => {
    // The page stays as the server drew it, links working; a reload may fetch the code.
    delete document.documentElement.dataset.starting;
    console.error('页面脚本加载失败', error);
  });
}

/** After the frame that shows what has just loaded. */
const afterNextPaint = () => requestAnimationFrame(() => setTimeout(start));

// In this script, not loaded after it: a tap that comes as soon as the page shows must find the
// islands listening (their own code loads when they wake).
if (isIslandPage) {
  startIslands(root);
  delete document.documentElement.dataset.starting;
} else if (!isServerDrawn) start();
else if (document.readyState === 'complete') afterNextPaint();
else {
  window.addEventListener('load', afterNextPaint, { once: true });
  setTimeout(start, longestWaitMs);
}

/**
 * A first page carries antd's styles inline, so nothing holds its first paint. Once it is idle,
 * the shared sheet of those styles (app/shared-styles.tsx) is fetched into the browser's cache,
 * and a cookie says so: the next pages link it, a year-long cached file, instead of carrying
 * the styles again.
 */
function keepSharedStylesheet(): void {
  const href = document.querySelector<HTMLMetaElement>('meta[name="zyz-styles"]')?.content;
  if (!href) return;
  const link = document.createElement('link');
  link.rel = 'prefetch';
  link.as = 'style';
  link.href = href;
  link.onload = () => {
    const file = href.slice(href.lastIndexOf('/') + 1);
    document.cookie = `${sharedStylesCookie}=${file}; path=/; max-age=${30 * 86_400}; samesite=lax`;
  };
  document.head.append(link);
}

/**
 * The service worker (issue 49: an installable portal whose scan page works without signal),
 * registered once the page is idle after its load, so its download and the files it keeps for
 * offline use never compete with what the page shows. Only a build has one (the meta tag).
 */
function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  if (!document.querySelector('meta[name="zyz-build"]')) return;
  navigator.serviceWorker.register('/sw.js', { updateViaCache: 'none' }).catch(() => undefined);
}

function whenIdle(): void {
  const afterLoad = () => {
    keepSharedStylesheet();
    registerServiceWorker();
  };
  if ('requestIdleCallback' in window) requestIdleCallback(afterLoad, { timeout: 10_000 });
  else setTimeout(afterLoad, 2_000);
}
if (document.readyState === 'complete') whenIdle();
else window.addEventListener('load', whenIdle, { once: true });
