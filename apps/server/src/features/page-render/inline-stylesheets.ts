import fs from 'node:fs';
import path from 'node:path';

/** Past this a stylesheet is cheaper as its own cached file than repeated in every page. */
const inlineLimitBytes = 8 * 1024;

const stylesheetLink = /<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g;

/**
 * index.html with its small build stylesheets written into the head. A server-rendered page is
 * drawn from its HTML alone, and on a slow mobile network a separate stylesheet costs the first
 * paint a round trip for a couple of kilobytes (Lighthouse: ~150 ms of render blocking). A sheet
 * that is missing, too large or could close the style element stays a link.
 */
export async function inlineStylesheets(html: string, webDist: string): Promise<string> {
  const sheets = new Map<string, string>();
  for (const [, file] of html.matchAll(stylesheetLink)) {
    const css = await fs.promises.readFile(path.join(webDist, file!), 'utf8').catch(() => null);
    if (css && Buffer.byteLength(css) <= inlineLimitBytes && !/<\/style/i.test(css))
      sheets.set(file!, css);
  }
  return html.replace(stylesheetLink, (link, file: string) =>
    sheets.has(file) ? `<style>${sheets.get(file)}</style>` : link,
  );
}
