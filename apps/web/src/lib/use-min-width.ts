import { startTransition, useEffect, useState } from 'react';
import { theme } from 'antd';

type Breakpoint = 'sm' | 'md' | 'lg';

/** antd's breakpoints, which the portal's theme keeps: for code that runs before antd does. */
export const breakpointPx: Record<Breakpoint, number> = { sm: 576, md: 768, lg: 992 };

/**
 * Whether the window is at least antd's `sm` / `md` / `lg` wide, like `Grid.useBreakpoint()`;
 * while a server-drawn page is hydrated it is unknown (undefined, as on the server) and then
 * learnt as a transition.
 * antd's hook sets its state in a layout effect: on a server-drawn page that is a blocking
 * update right after hydration, which made React bring every part of the page alive in one
 * unbroken task (a quarter of a second on a phone). Later changes (turning a tablet) apply
 * at once.
 */
export function useMinWidth(breakpoint: Breakpoint): boolean | undefined {
  const { token } = theme.useToken();
  const minWidth = {
    sm: token.screenSM,
    md: token.screenMD,
    lg: token.screenLG,
  }[breakpoint];
  // Known at once where nothing is being hydrated (a page drawn in the browser, or a part
  // mounted later), so such a page never shows a frame of the phone layout on a desktop.
  const media = `(min-width: ${minWidth}px)`;
  const [matches, setMatches] = useState<boolean | undefined>(() =>
    typeof document === 'undefined' || document.documentElement.hasAttribute('data-hydrating')
      ? undefined
      : window.matchMedia(media).matches,
  );
  useEffect(() => {
    const query = window.matchMedia(media);
    startTransition(() => setMatches(query.matches));
    const follow = () => setMatches(query.matches);
    query.addEventListener('change', follow);
    return () => query.removeEventListener('change', follow);
  }, [media]);
  return matches;
}
