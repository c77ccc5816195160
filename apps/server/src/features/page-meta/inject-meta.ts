/** What a crawler or a link preview reads of a page before any script runs. */
export interface PageMeta {
  title: string;
  description: string;
  image?: string | null;
  /** og:type: 'article' for news, 'website' otherwise. */
  type: 'article' | 'website';
  /** Absolute URL of the page, for og:url. */
  url: string;
}

const entities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
/** Safe both as element text and inside a double-quoted attribute. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => entities[ch]!);

const siteName = '志愿服务平台';
const descriptionLength = 150;

const oneLine = (text: string, max: number) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
};

/** index.html with the page's own title, description and Open Graph tags in its head. */
export function injectHeadMeta(html: string, meta: PageMeta): string {
  const title = escapeHtml(`${oneLine(meta.title, 100)} - ${siteName}`);
  const description = escapeHtml(oneLine(meta.description, descriptionLength));
  const og = [
    ['og:site_name', siteName],
    ['og:type', meta.type],
    ['og:title', oneLine(meta.title, 100)],
    ['og:description', oneLine(meta.description, descriptionLength)],
    ['og:url', meta.url],
    ...(meta.image ? [['og:image', meta.image]] : []),
  ]
    .map(([p, v]) => `<meta property="${p}" content="${escapeHtml(v!)}" />`)
    .join('\n    ');
  const head = `<meta name="description" content="${description}" />\n    ${og}\n  </head>`;
  return html
    .replace(/<title>[\s\S]*?<\/title>/i, () => `<title>${title}</title>`)
    .replace(/<meta\s+name="description"[\s\S]*?\/?>/i, '')
    .replace(/<\/head>/i, () => head);
}

/**
 * The head tags above and the same words in the root element (React replaces them on start),
 * for a page the server could not render: a crawler never sees a blank shell.
 */
export function injectMeta(html: string, meta: PageMeta): string {
  const description = escapeHtml(oneLine(meta.description, descriptionLength));
  const body = `<div id="root"><main><h1>${escapeHtml(oneLine(meta.title, 100))}</h1><p>${description}</p></main></div>`;
  return injectHeadMeta(html, meta).replace(/<div id="root"><\/div>/i, () => body);
}
