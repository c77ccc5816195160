import { lazy, Suspense, useEffect, useState } from 'react';

const BackTopButton = lazy(async () => ({
  default: (await import('./back-top-button')).BackTopButton,
}));

/** antd's BackTop shows from this scroll depth on (its own default). */
const visibilityHeight = 400;

/**
 * The back-to-top button. Its code (float button, tooltip, badge) loads once the page is
 * first scrolled far enough to show it; short pages never fetch it.
 */
export function BackTop() {
  const [isNeeded, setNeeded] = useState(false);
  useEffect(() => {
    if (isNeeded) return;
    const check = () => {
      if (window.scrollY >= visibilityHeight) setNeeded(true);
    };
    // Reading the scroll depth right after the page mounts would force a layout in the middle
    // of hydrating; after the next frame the layout is already done.
    let timer = 0;
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(check);
    });
    window.addEventListener('scroll', check, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
      window.removeEventListener('scroll', check);
    };
  }, [isNeeded]);

  if (!isNeeded) return null;
  return (
    <Suspense fallback={null}>
      <BackTopButton />
    </Suspense>
  );
}
