import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';

interface KeepAliveProps {
  active: boolean;
  children: ReactNode;
}

/**
 * Keeps a page mounted once visited and only hides it while another page shows, so its
 * state (filters, loaded lists) survives a trip to a detail page. The window's scroll
 * position is remembered while the page is visible and put back when it shows again.
 */
export function KeepAlive({ active, children }: KeepAliveProps) {
  const [hasBeenActive, setHasBeenActive] = useState(active);
  const savedScrollY = useRef(0);
  if (active && !hasBeenActive) setHasBeenActive(true);

  useLayoutEffect(() => {
    if (!active) return;
    window.scrollTo(0, savedScrollY.current);
    const remember = () => {
      savedScrollY.current = window.scrollY;
    };
    window.addEventListener('scroll', remember, { passive: true });
    // Removed in the same commit that hides the page, before the next page's
    // scroll-to-top, so that reset is never recorded as this page's position.
    return () => window.removeEventListener('scroll', remember);
  }, [active]);

  if (!hasBeenActive) return null;
  return (
    <div hidden={!active} data-testid="keep-alive-mission">
      {children}
    </div>
  );
}
