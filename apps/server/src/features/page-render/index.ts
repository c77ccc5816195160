// Public face of page-render: app.ts hands the page sender to the static-apps plugin.
export { createPortalPages, ownApiCaller } from './portal-pages';
export type { PageRenderService } from './page-render.service';
