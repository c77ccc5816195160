import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import {
  createStaticHandler,
  createStaticRouter,
  parsePath,
  StaticRouterProvider,
  type Navigator,
  type RouteObject,
  type StaticHandlerContext,
} from 'react-router';
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import hash from '@emotion/hash';
import type { DisplayMode, RenderOutcome, RenderRequest } from '@zyz/domain';
import type { Query, QueryClient } from '@tanstack/react-query';
import { preLoginRouteNames, protectedRouteNames } from './app/guard/decide-navigation';
import { Providers } from './app/providers';
import { createQueryClient } from './app/query-client';
import { deepestMeta, documentTitle } from './app/route-meta';
import { appRoutes } from './app/router';
import { declaredData } from './app/routes/route-data';
import {
  dehydrateForPage,
  serializePayload,
  SSR_PAYLOAD_ID,
  type SsrPayload,
} from './app/ssr-payload';
import { IslandDrawerContext, type IslandDrawer } from './islands/island';
import { IslandShell, islandAddresses, islandIdPrefix } from './islands/island-shell';
import { islandRouteNames } from './islands/island-routes';
import { sharedStyles, stylesBesideSharedSheet } from './app/shared-styles';
import { sharedStylesheetPath } from './app/shared-styles-path';
import { DisplayModeProvider } from './lib/display-mode';
import { DrawnAtProvider } from './lib/page-clock';

export { sharedStyles };

/**
 * The server renders every page as a visitor (no guard, no storage): what a visitor may see is
 * the same for everyone, so it can be cached. The guard runs in the browser after hydration.
 */
const serverRoutes: RouteObject[] = appRoutes.map((route) => ({ ...route, loader: () => null }));
const handler = createStaticHandler(serverRoutes);

/**
 * Pages beyond the spec's guarded list that only a signed-in volunteer can use: each sends a
 * visitor to the login page itself. Drawn as a visitor they were that redirect, which a static
 * render cannot make (React Router warned of it) and which no one with a session should get:
 * they are drawn in the browser, where the session is known.
 */
const signedInOnlyRouteNames: ReadonlySet<string> = new Set(['attendanceScan']);

/**
 * A route that declares its answers (route-data.ts) is drawn once they are in. One that does
 * not is drawn to find what it asks for, which is then fetched and the page drawn again: enough
 * passes for a page whose second query waits on its first; more would be a loop.
 */
const maxPasses = 4;

/**
 * A part that throws while rendering is left to the browser (React marks its boundary); the
 * error is reported so it gets fixed, not hidden.
 */
async function renderHtml(element: ReactNode, problems: string[]): Promise<string> {
  const { prelude } = await prerenderToNodeStream(element, {
    onError: (error) => {
      problems.push(error instanceof Error ? (error.stack ?? error.message) : String(error));
    },
  });
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function isEnabled(query: Query): boolean {
  const enabled = (query.options as { enabled?: unknown }).enabled;
  if (typeof enabled === 'function') return (enabled as (q: Query) => boolean)(query) !== false;
  return enabled !== false;
}

/** Queries a render asked for that have no answer yet and would fetch in a browser. */
function unansweredQueries(client: QueryClient): Query[] {
  return client
    .getQueryCache()
    .getAll()
    .filter((q) => q.state.status === 'pending' && q.state.fetchStatus === 'idle' && isEnabled(q));
}

/** An island's links are drawn as the browser's island router draws them. */
const staticNavigator: Navigator = {
  ...islandAddresses,
  push: () => {
    throw new Error('a page drawn on the server cannot navigate');
  },
  replace: () => {
    throw new Error('a page drawn on the server cannot navigate');
  },
  go: () => {
    throw new Error('a page drawn on the server cannot navigate');
  },
};

/**
 * Draws each island of a visitor's page as a root of its own (its ids prefixed by its number),
 * inside the same shell the browser hydrates it in, and keeps its props for the payload.
 */
function islandDrawer(
  url: string,
  client: QueryClient,
  styles: ReturnType<typeof createCache>,
  islands: NonNullable<SsrPayload['islands']>,
  display: DisplayMode,
  drawnAt: number,
): IslandDrawer {
  const { pathname = '/', search = '', hash = '' } = parsePath(url);
  const location = { pathname, search, hash, state: null, key: 'default' };
  let next = 0;
  return {
    draw(name, element, props) {
      const id = next++;
      islands[id] = { name, props };
      const html = renderToString(
        <StyleProvider cache={styles}>
          <DisplayModeProvider value={display}>
            <DrawnAtProvider value={drawnAt}>
              <IslandShell
                queryClient={client}
                location={location}
                navigator={staticNavigator}
                isStatic
              >
                {element}
              </IslandShell>
            </DrawnAtProvider>
          </DisplayModeProvider>
        </StyleProvider>,
        { identifierPrefix: islandIdPrefix(id) },
      );
      return { id, html };
    },
  };
}

function tree(
  client: QueryClient,
  context: StaticHandlerContext,
  styles: ReturnType<typeof createCache>,
  drawer: IslandDrawer | null,
  display: DisplayMode,
  drawnAt: number,
) {
  const router = createStaticRouter(handler.dataRoutes, context);
  return (
    <StyleProvider cache={styles}>
      <DisplayModeProvider value={display}>
        <DrawnAtProvider value={drawnAt}>
          <IslandDrawerContext.Provider value={drawer}>
            <Providers queryClient={client}>
              <StaticRouterProvider router={router} context={context} hydrate={false} />
            </Providers>
          </IslandDrawerContext.Provider>
        </DrawnAtProvider>
      </DisplayModeProvider>
    </StyleProvider>
  );
}

const ordinaryDisplay: DisplayMode = { care: false, reducedMotion: false };

/**
 * cssinjs 2.1 writes the theme's CSS variables on the server under the token's own key, but the
 * browser looks for them under hash(`css-var-${themeKey}`). Not finding them, it added the same
 * 12 kB of rules again while hydrating, and a new style sheet restyles the whole page in that
 * task. Keyed as the browser looks for them, they are found and left alone.
 */
export function keyThemeVariablesForBrowser(head: string): string {
  return head.replace(
    /(<style[^>]* data-token-hash="([^"]+)" data-css-hash=")([^"]+)(">)(\.[^{]+\{)/g,
    (whole, start: string, themeKey: string, _key: string, end: string, selector: string) =>
      // Only the theme's own variables (`.css-var-…{`); a component's (`.css-var-….ant-btn{`) match.
      selector === `.${themeKey}{`
        ? `${start}${hash(`css-var-${themeKey}`)}${end}${selector}`
        : whole,
  );
}

function serializeErrors(errors: StaticHandlerContext['errors']) {
  if (!errors) return null;
  return Object.fromEntries(
    Object.entries(errors).map(([id, error]) => [
      id,
      error instanceof Error
        ? { message: error.message, __type: 'Error' }
        : { ...(error as object), __type: 'RouteErrorResponse' },
    ]),
  );
}

export async function render(request: RenderRequest): Promise<RenderOutcome> {
  const context = await handler.query(new Request(new URL(request.url, 'http://localhost')));
  if (context instanceof Response) {
    const location = context.headers.get('Location');
    return location ? { kind: 'redirect', status: context.status, location } : { kind: 'client' };
  }
  const meta = deepestMeta(context.matches);
  const name = meta?.name ?? '';
  if (protectedRouteNames.has(name) || signedInOnlyRouteNames.has(name)) return { kind: 'client' };
  if (request.hasSession && preLoginRouteNames.has(name)) return { kind: 'client' };
  if (context.matches.some((m) => m.route.path?.startsWith('personalCenter')))
    return { kind: 'client' };

  // A visitor's page is the same for every visitor: it hydrates only its islands (issue 48).
  const isIslandPage = !request.hasSession && islandRouteNames.has(name);
  const client = createQueryClient();
  const declared = declaredData(context.matches, {
    url: new URL(request.url, 'http://localhost'),
    params: context.matches.at(-1)?.params ?? {},
    viewer: 'guest',
  });
  // A refusal is kept as the query's state and drawn (活动不存在), as the browser would.
  if (declared) await Promise.all(declared.map((options) => client.prefetchQuery(options)));
  const display = request.display ?? ordinaryDisplay;
  // Every pass, and the browser's hydration, draw the time-dependent words as of this instant.
  const drawnAt = Date.now();
  const gaps: string[] = [];
  let html = '';
  let styles = createCache();
  let problems: string[] = [];
  let islands: NonNullable<SsrPayload['islands']> = {};
  for (let pass = 1; pass <= maxPasses; pass++) {
    styles = createCache();
    problems = [];
    islands = {};
    const drawer = isIslandPage
      ? islandDrawer(request.url, client, styles, islands, display, drawnAt)
      : null;
    html = await renderHtml(tree(client, context, styles, drawer, display, drawnAt), problems);
    const waiting = unansweredQueries(client);
    // What a declared route asked for beyond its declaration is a gap to close, not a habit.
    if (declared && waiting.length > 0)
      gaps.push(
        `路由 ${name} 未声明页面所需的数据：${waiting.map((q) => JSON.stringify(q.queryKey)).join('，')}`,
      );
    // A part that waited for its code (React.lazy) the first time came out as a streamed
    // boundary, which needs an inline script the CSP refuses; the next pass has the code.
    const streamed = html.includes('<template id="B:');
    if ((waiting.length === 0 && !streamed) || pass === maxPasses) break;
    // A failed answer is asked once more; the payload carries refusals (dehydrateForPage).
    await Promise.all(waiting.map((q) => q.fetch().catch(() => undefined)));
  }

  const payload = serializePayload(
    isIslandPage
      ? { query: dehydrateForPage(client), drawnAt, islands }
      : {
          query: dehydrateForPage(client),
          drawnAt,
          router: {
            loaderData: context.loaderData,
            actionData: context.actionData,
            errors: serializeErrors(context.errors),
          },
        },
  );
  const override = (context.matches.at(-1) &&
    context.loaderData[context.matches.at(-1)!.route.id]) as { title?: string } | null | undefined;
  const sheetHref = `${sharedStylesheetPath}${sharedStyles().file}`;
  const title = documentTitle(meta && override?.title ? { ...meta, title: override.title } : meta);
  return {
    kind: 'page',
    status: context.statusCode,
    title,
    head: request.sharedStyles
      ? `<link rel="stylesheet" href="${sheetHref}">${keyThemeVariablesForBrowser(stylesBesideSharedSheet(styles))}`
      : // Where the sheet is, for the browser to fetch once idle (boot.ts) and link next time.
        `<meta name="zyz-styles" content="${sheetHref}">${keyThemeVariablesForBrowser(extractStyle(styles))}`,
    body: html,
    problems: [...gaps, ...problems],
    payload: `<script type="application/json" id="${SSR_PAYLOAD_ID}"${isIslandPage ? ' data-islands' : ''}>${payload}</script>`,
  };
}
