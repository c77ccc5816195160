/**
 * Where the server serves the shared stylesheet of antd's styles (app/shared-styles.tsx), and
 * the cookie by which a browser says it holds it: read by boot.ts, so free of any import.
 */
export const sharedStylesheetPath = '/assets/ssr/';
/** CookieKey.SharedStyles (@zyz/domain), which this first script must not import whole. */
export const sharedStylesCookie = 'zyz-styles';
