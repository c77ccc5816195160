import { escapeHtml } from '../page-meta';
import { displayModeClasses, type DisplayMode, type RenderOutcome } from '@zyz/domain';

type RenderedPage = Extract<RenderOutcome, { kind: 'page' }>;

/**
 * index.html around a rendered page: antd's styles and the title in the head, the markup in
 * the root element and the hydration payload right after it (hydration must not see it).
 */
export function composePage(html: string, page: RenderedPage): string {
  // The page is readable before any script runs, so the scripts (and their preloads) wait at
  // the end of the body: on a slow network they no longer share the bandwidth the first paint
  // needs. Module scripts run after parsing either way.
  const scripts: string[] = [];
  const withoutScripts = html.replace(
    /\s*<script type="module"[^>]*><\/script>|\s*<link rel="modulepreload"[^>]*>/g,
    (tag) => {
      scripts.push(tag.trim());
      return '';
    },
  );
  return withoutScripts
    .replace(/<title>[\s\S]*?<\/title>/i, () => `<title>${escapeHtml(page.title)}</title>`)
    .replace(/<\/head>/i, () => `${page.head}</head>`)
    .replace(/<div id="root"><\/div>/i, () => `<div id="root">${page.body}</div>${page.payload}`)
    .replace(/<\/body>/i, () => `${scripts.join('')}</body>`);
}

/**
 * The page's display mode on its <html> (关怀模式, reduced motion), so the browser paints it that
 * way from the first frame, before any script: the personal pages the browser draws included.
 */
export function markDisplayMode(html: string, display: DisplayMode | undefined): string {
  const classes = display ? displayModeClasses(display) : [];
  if (classes.length === 0) return html;
  return html.replace(/<html(?=[\s>])/i, () => `<html class="${classes.join(' ')}"`);
}
