import { useEffect, useSyncExternalStore, type ComponentType } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { FeedbackHost } from '../app/feedback-host';
import { ThemeProviders } from '../app/providers';
import { createQueryClient } from '../app/query-client';
import { hydrateQueries, readPayload } from '../app/ssr-payload';
import { bindFeedback } from '../lib/feedback';
import { releaseEarlyInput } from '../lib/early-input';
import { islandLocation, islandNavigator } from './island-location';
import { IslandShell, islandIdPrefix } from './island-shell';
import { isIslandName, islandLoaders } from './registry';

/** What every island of the page shares, made when the first one wakes. */
const page = (() => {
  const payload = readPayload(document);
  const queryClient = createQueryClient();
  if (payload) hydrateQueries(queryClient, payload);
  // Toasts and dialogs an island opens: antd's holders, in a root of their own.
  const host = document.createElement('div');
  document.body.append(host);
  createRoot(host).render(
    <ThemeProviders>
      <FeedbackHost onReady={bindFeedback} />
    </ThemeProviders>,
  );
  return { queryClient, islands: payload?.islands ?? {} };
})();

function IslandRoot({
  Component,
  props,
  onAlive,
}: {
  Component: ComponentType<object>;
  props: object;
  onAlive: () => void;
}) {
  // Hydrated at the address the server drew, then redrawn at the one the page has now.
  const location = useSyncExternalStore(
    islandLocation.subscribe,
    islandLocation.get,
    islandLocation.drawnAt,
  );
  useEffect(onAlive, [onAlive]);
  return (
    <IslandShell
      queryClient={page.queryClient}
      location={location}
      navigator={islandNavigator}
      isStatic={false}
    >
      <Component {...props} />
    </IslandShell>
  );
}

/** Brings one island to life where the server drew it; resolves once it has hydrated. */
export async function hydrateIsland(element: HTMLElement): Promise<void> {
  const name = element.dataset.island ?? '';
  const id = Number(element.dataset.islandId);
  if (!isIslandName(name)) throw new Error(`未知的页面部件：${name}`);
  const Component = (await islandLoaders[name]()) as ComponentType<object>;
  const props = page.islands[id]?.props ?? {};
  await new Promise<void>((resolve) => {
    let isAlive = false;
    const onAlive = () => {
      if (isAlive) return;
      isAlive = true;
      element.dataset.alive = '';
      releaseEarlyInput(element);
      resolve();
    };
    hydrateRoot(element, <IslandRoot Component={Component} props={props} onAlive={onAlive} />, {
      identifierPrefix: islandIdPrefix(id),
      onRecoverableError: (error) =>
        console.error('部件与服务端不一致', error, (error as Error).cause),
    });
  });
}
