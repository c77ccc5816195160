import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import jsQR from 'jsqr';

// Reads certificates back the way a person's tools would: pdf.js for text and for drawing a
// page (on @napi-rs/canvas, which pdf.js uses in Node), jsQR for the code a phone would scan.

const open = (bytes: Uint8Array) =>
  getDocument({ data: new Uint8Array(bytes), verbosity: 0 }).promise;

/** Text of every page as a PDF reader extracts it, items joined without separators. */
export async function extractPdfText(bytes: Uint8Array): Promise<string[]> {
  const doc = await open(bytes);
  const pages: string[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const content = await (await doc.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(''));
  }
  await doc.destroy();
  return pages;
}

interface CanvasAndContext {
  canvas: unknown;
  context: CanvasRenderingContext2D;
}

/** Draws a page at 144 dpi and decodes the first QR code found on it (null when none). */
export async function scanQrOnPage(bytes: Uint8Array, pageNumber: number): Promise<string | null> {
  const doc = await open(bytes);
  const page = await doc.getPage(pageNumber);
  const viewport = page.getViewport({ scale: 2 });
  const [width, height] = [Math.ceil(viewport.width), Math.ceil(viewport.height)];
  const factory = (
    doc as unknown as { canvasFactory: { create(w: number, h: number): CanvasAndContext } }
  ).canvasFactory;
  const { canvas, context } = factory.create(width, height);
  await page.render({ canvas, canvasContext: context, viewport } as unknown as Parameters<
    typeof page.render
  >[0]).promise;
  const image = context.getImageData(0, 0, width, height);
  await doc.destroy();
  return jsQR(image.data, width, height)?.data ?? null;
}
