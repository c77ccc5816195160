// The contract between the portal's server renderer (apps/web/src/entry-server.tsx, run in a
// worker thread) and the API server that asks it for pages (features/page-render).

/** How the person asked for pages to be drawn (issue 54). */
export interface DisplayMode {
  /** 关怀模式 (the device's cookie): larger text, stronger contrast, larger targets, no motion. */
  care: boolean;
  /** The browser asks for reduced motion (the Sec-CH-Prefers-Reduced-Motion client hint). */
  reducedMotion: boolean;
}

/** The classes on <html> that say how the page is drawn, for CSS and for the page's own code. */
export const displayModeClass = { care: 'care-mode', reducedMotion: 'reduced-motion' } as const;

/** The classes <html> carries for a display mode (the server writes them into every page). */
export function displayModeClasses(mode: DisplayMode): string[] {
  return [
    ...(mode.care ? [displayModeClass.care] : []),
    ...(mode.reducedMotion ? [displayModeClass.reducedMotion] : []),
  ];
}

/** One page the server asks the renderer for. */
export interface RenderRequest {
  /** Path and query of the page, e.g. `/mission?keyword=助老`. */
  url: string;
  /** The request carries a volunteer's or organisation's token cookie. */
  hasSession: boolean;
  /**
   * The browser holds the shared stylesheet of antd's styles (it said so in a cookie): the page
   * links it and carries only the styles not in it.
   */
  sharedStyles?: boolean;
  /** Drawn as the person asked (care mode, reduced motion); neither when absent. */
  display?: DisplayMode;
}

/** What the renderer answers for one page. */
export type RenderOutcome =
  | {
      kind: 'page';
      status: number;
      title: string;
      /** Style elements for the head: antd's styles as the server computed them. */
      head: string;
      /** The markup that goes inside the root element. */
      body: string;
      /** The JSON element that goes after the root element (hydration must not see it). */
      payload: string;
      /** Errors thrown while rendering parts of the page (those parts render in the browser). */
      problems: string[];
    }
  | { kind: 'redirect'; status: number; location: string }
  /** Rendered in the browser as before: personal pages, or a page the guard must see first. */
  | { kind: 'client' };
