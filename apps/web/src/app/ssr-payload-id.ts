/** The element that carries what the server rendered with, as JSON (never executed). */
export const SSR_PAYLOAD_ID = 'zyz-ssr';
