import { createContext, useContext, type ComponentType, type ReactElement } from 'react';
import { FOLLOWS_ADDRESS_ATTRIBUTE, ISLAND_ATTRIBUTE } from './island-marker';
import type { IslandName } from './registry';

/**
 * When a dormant island's code loads and takes its part of the page over: at the first touch,
 * click, focus or key inside it (`interaction`), when it scrolls into view (`visible`), or once
 * the page has loaded and the browser is idle (`idle`).
 */
export type HydrateWhen =
  | 'interaction'
  | 'visible'
  | 'idle'
  /** Once it has been in view this long (a carousel's first turn). */
  | { visibleFor: number }
  /**
   * In view on a screen at least this wide, where its layout is not the narrow one the server
   * drew (use-min-width is unknown there); at the first interaction on a narrower one.
   */
  | { visibleFromWidth: number };

/** How the dormant side (dormant.ts) reads the moment: attributes of the island's element. */
function whenAttributes(when: HydrateWhen): Record<string, string> {
  if (typeof when === 'string') return { 'data-when': when };
  if ('visibleFor' in when)
    return { 'data-when': 'visible', 'data-after-ms': String(when.visibleFor) };
  return { 'data-when': 'visible', 'data-min-width': String(when.visibleFromWidth) };
}

/** What the server's page render lends an island: a root of its own to draw it in. */
export interface IslandDrawer {
  draw(name: IslandName, element: ReactElement, props: object): { id: number; html: string };
}

export const IslandDrawerContext = createContext<IslandDrawer | null>(null);

/**
 * A part of a public page that comes alive in the browser on its own (issue 48): on a visitor's
 * page the server draws it as a separate React root inside a marked element, with its props in
 * the page's payload, and the rest of the page is HTML that never hydrates. Everywhere else (the
 * application in the browser, a signed-in person's page) it is simply the component.
 *
 * `props` must survive JSON: the browser gets them from the page, not from a parent.
 */
export function Island<P extends object>({
  name,
  component: Component,
  props,
  when = 'interaction',
  followsAddress = false,
}: {
  name: IslandName;
  component: ComponentType<P>;
  props: P;
  when?: HydrateWhen;
  /** Wakes when another island changes the page's query string: it draws from the address. */
  followsAddress?: boolean;
}) {
  const drawer = useContext(IslandDrawerContext);
  if (!drawer) return <Component {...props} />;
  const { id, html } = drawer.draw(name, <Component {...props} />, props);
  return (
    <div
      {...{ [ISLAND_ATTRIBUTE]: name }}
      data-island-id={id}
      {...whenAttributes(when)}
      {...(followsAddress ? { [FOLLOWS_ADDRESS_ATTRIBUTE]: '' } : {})}
      // The island's own elements take part in the surrounding layout as if unwrapped.
      style={{ display: 'contents' }}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
