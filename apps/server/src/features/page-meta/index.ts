// Public face of page-meta: the portal's pages (page-render) put these tags in their head.

export { escapeHtml, injectHeadMeta, injectMeta, type PageMeta } from './inject-meta';
export type { PageMetaService } from './page-meta.service';
