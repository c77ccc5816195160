import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compileOnLoad } from '../../scripts/vite-compile-on-load.mjs';
import { precompress } from '../../scripts/vite-precompress.mjs';

// The API server serves the built console at /admin/ on the portal's origin, so in
// development the proxy keeps that same-origin shape (cookies, relative API paths).
// ADMIN_API_TARGET points the proxy at another server, e.g. one started on a spare port.
const apiTarget = process.env.ADMIN_API_TARGET ?? 'http://localhost:8848';

export default defineConfig({
  base: '/admin/',
  plugins: [react(), compileOnLoad(), precompress()],
  server: {
    port: 5174,
    proxy: { '/v2': { target: apiTarget, changeOrigin: true } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // antd and react arrive as their own long-cached chunks; pages are split by route.
    chunkSizeWarningLimit: 1200,
  },
});
