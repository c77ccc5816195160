import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from '../../scripts/vite-precompress.mjs';
import { compileOnLoad } from '../../scripts/vite-compile-on-load.mjs';
import { serviceWorker } from '../../scripts/vite-service-worker.mjs';

// The API runs on 8848 (spec §9) when the integrator starts it; API_TARGET points the dev
// proxy elsewhere, e.g. at a server started on another port while developing.
const apiTarget = process.env.API_TARGET ?? 'http://localhost:8848';

/**
 * The server's renderer (`vite build --ssr`): one self-contained bundle for Node, run in a
 * worker thread by the API server (apps/server/src/features/page-render).
 */
const ssrBuild = {
  outDir: 'dist-ssr',
  emptyOutDir: true,
  // public/ (the manifest and app icons) is the browser's, served from dist/.
  copyPublicDir: false,
  rolldownOptions: {
    input: { 'render-worker': 'src/render-worker.ts', 'entry-server': 'src/entry-server.tsx' },
  },
};

/**
 * A feature's index.ts only names what other features may use (apps/web/README.md). Without
 * this, a page that imports one name through an index depends on every module the index names,
 * and the chunks pages share grow by the rest of that feature.
 */
const featureIndexWithoutSideEffects = {
  name: 'feature-index-without-side-effects',
  transform(code: string, id: string) {
    if (/[\\/]src[\\/]features[\\/][^\\/]+[\\/]index\.ts$/.test(id))
      return { code, map: null, moduleSideEffects: false };
  },
};

export default defineConfig(({ isSsrBuild }) => ({
  base: '/',
  plugins: isSsrBuild
    ? [react(), featureIndexWithoutSideEffects]
    : [
        react(),
        featureIndexWithoutSideEffects,
        compileOnLoad(),
        // Issue 49: what must open without a network is the shell, the scan page and 志愿者日程.
        serviceWorker({
          worker: 'src/sw/service-worker.ts',
          offlineModules: [
            /^src\/pages\/(attendance-scan|personal-my-mission|not-found)\.tsx$/,
            /^src\/app\/layouts\//,
          ],
          publicFiles: [
            '/manifest.webmanifest',
            '/icons/icon-192.png',
            '/icons/icon-512.png',
            '/icons/maskable-192.png',
            '/icons/maskable-512.png',
          ],
        }),
        precompress(),
      ],
  // Bundled whole: Node then never resolves antd's or dayjs's files by itself.
  ssr: { noExternal: true },
  // A server bundle keeps `process.env.NODE_ENV` for run time by default; the renderer must be
  // React's and antd's production build whatever the server's environment says.
  ...(isSsrBuild ? { define: { 'process.env.NODE_ENV': JSON.stringify('production') } } : {}),
  server: { proxy: { '/v2': { target: apiTarget, changeOrigin: true } } },
  preview: { proxy: { '/v2': { target: apiTarget, changeOrigin: true } } },
  build: isSsrBuild
    ? ssrBuild
    : {
        outDir: 'dist',
        emptyOutDir: true,
        // No <link rel="modulepreload"> per chunk: Vite's helper inserts all of a dynamic
        // import's chunks (45 for Home) in one task, 125 ms of a 4x-slowed phone's main thread
        // just as the page comes alive (Lighthouse's blocking time 600 -> 250 ms on Home).
        // The browser finds the same chunks two or three levels deep through their imports.
        modulePreload: false,
        rolldownOptions: {
          output: {
            // React changes less often than the app: its own chunk stays cached across releases.
            // antd is left to the automatic split so pages that need a heavy component
            // (forms, descriptions) pull it in lazily instead of the first screen.
            codeSplitting: {
              groups: [
                {
                  name: 'react',
                  test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/,
                },
              ],
            },
          },
        },
      },
}));
