/**
 * nprogress's settings for both apps' navigation bar. Its own template marks the bar
 * role="bar", which is no ARIA role: a screen reader is handed an element it cannot name, and
 * axe counts it as a critical violation whenever a page is read while the bar is showing. The bar
 * only decorates a wait the page also shows, so it is hidden from assistive technology instead.
 */
export const progressBarSettings = {
  showSpinner: false,
  barSelector: '.bar',
  template: '<div class="bar" aria-hidden="true"><div class="peg"></div></div>',
} as const;
