// The portal's service worker (issue 49), built beside the app by Workbox's modules: the build's
// id, the files the offline pages need (a precache list read from the build's own chunk graph,
// not every file of the app), and `build.json`, which pages and the worker read to know whether
// the server runs their build. docs/architecture.md, "Installable portal and offline sign-in".
//
// vite-plugin-pwa (2.x supports Vite 8) was not used: the server draws the portal's pages, so its
// index.html injection and registration helper do not apply, and what is left (bundling the
// worker and injecting a list) it does through workbox-build, which brings Babel, Rollup and
// Terser into every install for a list this plugin reads from the bundle in a few lines.
import { createHash } from 'node:crypto';
import path from 'node:path';
import { rolldown } from 'rolldown';

/**
 * @param {{ worker: string; offlineModules: RegExp[]; publicFiles: string[] }} options
 *   worker: the worker's source; offlineModules: modules whose chunks (and what those import)
 *   must open without a network; publicFiles: files of public/ the shell needs (icons, manifest).
 * @returns {import('vite').Plugin}
 */
export function serviceWorker({ worker, offlineModules, publicFiles }) {
  let root = '';
  let isSsr = false;
  return {
    name: 'zyz-service-worker',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      root = config.root;
      isSsr = !!config.build.ssr;
    },
    async generateBundle(_options, bundle) {
      if (isSsr) return;
      const files = Object.values(bundle);
      const chunks = files.filter((f) => f.type === 'chunk');
      const wanted = new Set();
      const visit = (fileName) => {
        if (wanted.has(fileName)) return;
        wanted.add(fileName);
        const chunk = bundle[fileName];
        if (chunk?.type !== 'chunk') return;
        chunk.imports.forEach(visit);
        chunk.viteMetadata?.importedCss.forEach((css) => wanted.add(css));
        chunk.viteMetadata?.importedAssets.forEach((asset) => wanted.add(asset));
      };
      const relative = (id) =>
        path
          .relative(root, id ?? '')
          .split(path.sep)
          .join('/');
      for (const chunk of chunks) {
        // The first script, and what it asks for at once (React's DOM and the app).
        if (chunk.isEntry) {
          visit(chunk.fileName);
          chunk.dynamicImports.forEach(visit);
        }
        if (offlineModules.some((m) => m.test(relative(chunk.facadeModuleId))))
          visit(chunk.fileName);
      }

      const html = bundle['index.html'];
      if (html?.type !== 'asset') throw new Error('index.html missing from the build');
      // The build's id: every other file's name carries its content's hash, the page its text.
      const build = createHash('sha256')
        .update(
          files
            .map((f) => f.fileName)
            .sort()
            .join('\n'),
        )
        .update(String(html.source))
        .digest('hex')
        .slice(0, 16);
      html.source = String(html.source).replace(
        '</head>',
        `  <meta name="zyz-build" content="${build}" />\n  </head>`,
      );

      const precache = [
        { url: '/index.html', revision: build },
        ...publicFiles.map((url) => ({ url, revision: build })),
        // Named by their content: no revision needed.
        ...[...wanted].sort().map((fileName) => ({ url: `/${fileName}`, revision: null })),
      ];

      const bundled = await rolldown({
        input: path.resolve(root, worker),
        platform: 'browser',
        transform: {
          define: {
            __ZYZ_BUILD__: JSON.stringify(build),
            __ZYZ_PRECACHE__: JSON.stringify(precache),
            'process.env.NODE_ENV': JSON.stringify('production'),
          },
        },
      });
      const { output } = await bundled.generate({ format: 'iife', minify: true });
      await bundled.close();
      this.emitFile({ type: 'asset', fileName: 'sw.js', source: output[0].code });
      this.emitFile({
        type: 'asset',
        fileName: 'build.json',
        source: JSON.stringify({ build, precache: precache.length }),
      });
    },
  };
}
