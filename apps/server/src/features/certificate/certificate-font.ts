import { readFileSync } from 'node:fs';
import * as fontkit from 'fontkit';
import type { Font } from 'fontkit';
import type { PDFDocument, PDFFont } from 'pdf-lib';

// The certificate's Chinese comes from Debian's fonts-noto-cjk (installed by .ci/run and
// needed on every server that issues certificates). Its files are collections (.ttc) of CFF
// faces. pdf-lib's bundled fontkit writes broken CFF subsets of them (viewers show blanks),
// while fontkit 2 subsets them correctly, so pdf-lib gets fontkit 2 through a small adapter
// that also picks the Simplified Chinese face out of the collection.

const fontDir = '/usr/share/fonts/opentype/noto';
const faces = {
  regular: { file: `${fontDir}/NotoSansCJK-Regular.ttc`, face: 'NotoSansCJKsc-Regular' },
  bold: { file: `${fontDir}/NotoSansCJK-Bold.ttc`, face: 'NotoSansCJKsc-Bold' },
} as const;
export type FaceName = keyof typeof faces;

type PdfLibFontkit = Parameters<PDFDocument['registerFontkit']>[0];

const loaded = new Map<FaceName, { bytes: Uint8Array; font: Font }>();

function loadFace(name: FaceName) {
  const cached = loaded.get(name);
  if (cached) return cached;
  const { file, face } = faces[name];
  let bytes: Buffer;
  try {
    bytes = readFileSync(file);
  } catch {
    throw new Error(
      `证明所需的中文字体缺失：${file}。请安装 Debian 软件包 fonts-noto-cjk（apt-get install fonts-noto-cjk）`,
    );
  }
  const font = fontkit.create(bytes, face) as Font | null;
  if (!font || !('createSubset' in font)) throw new Error(`字体文件 ${file} 中没有 ${face}`);
  const entry = { bytes, font };
  loaded.set(name, entry);
  return entry;
}

/** pdf-lib reads subsets as a stream; fontkit 2 encodes them in one call. */
function asPdfLibFont(font: Font): Font {
  return new Proxy(font, {
    get(target, property) {
      if (property === 'createSubset') {
        return () => {
          const subset = target.createSubset();
          return Object.assign(subset, {
            encodeStream: () => oneChunkStream(() => subset.encode()),
          });
        };
      }
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

type Listener = (arg?: unknown) => void;

function oneChunkStream(encode: () => Uint8Array) {
  const listeners: Record<string, Listener> = {};
  const stream = {
    on(event: string, listener: Listener) {
      listeners[event] = listener;
      // pdf-lib attaches data, end and error in that order, then waits.
      if (event === 'error') {
        queueMicrotask(() => {
          try {
            listeners.data?.(encode());
            listeners.end?.();
          } catch (error) {
            listeners.error?.(error);
          }
        });
      }
      return stream;
    },
  };
  return stream;
}

/** Embeds a subset (only the glyphs drawn) of the named face in the document. */
export async function embedCjkFont(doc: PDFDocument, name: FaceName): Promise<PDFFont> {
  const { bytes, font } = loadFace(name);
  // pdf-lib types the @pdf-lib/fontkit fork; fontkit 2 has the members it calls.
  const adapter = { create: () => asPdfLibFont(font) } as unknown as PdfLibFontkit;
  doc.registerFontkit(adapter);
  return doc.embedFont(bytes, { subset: true });
}
