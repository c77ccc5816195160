// Bundles the server into dist/main.js. @zyz/domain is TypeScript source, so it is bundled;
// every npm package stays external and is loaded from node_modules at run time (argon2 and
// PGlite ship native/WASM files that must not be inlined).
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';
import path from 'node:path';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys({ ...pkg.dependencies, ...pkg.devDependencies }).filter(
  (d) => d !== '@zyz/domain',
);

// Several builds side by side (e.g. parallel work on one checkout) each name their own file,
// which must stay inside apps/server so node_modules and ../drizzle resolve the same way.
const outfile = process.env.SERVER_OUTFILE
  ? new URL(process.env.SERVER_OUTFILE, `file://${process.cwd()}/`).pathname
  : new URL('./dist/main.js', import.meta.url).pathname;

await build({
  // The worker threads (certificate PDFs, the public list's catalog) are loaded by file name at
  // run time, so they sit beside main.js.
  entryPoints: {
    [path.basename(outfile, '.js')]: new URL('./src/main.ts', import.meta.url).pathname,
    'certificate-pdf.worker': new URL(
      './src/features/certificate/certificate-pdf.worker.ts',
      import.meta.url,
    ).pathname,
    'catalog.worker': new URL('./src/features/mission/catalog/catalog.worker.ts', import.meta.url)
      .pathname,
  },
  outdir: path.dirname(outfile),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: [...external, 'zod'],
  // Some CommonJS dependencies call require(); give ESM output a require of its own.
  banner: {
    js: "import { createRequire as __zyzCreateRequire } from 'node:module'; const require = __zyzCreateRequire(import.meta.url);",
  },
  logLevel: 'info',
});
