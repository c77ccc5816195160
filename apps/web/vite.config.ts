import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from '../../scripts/vite-precompress.mjs';

// The API runs on 8848 (spec §9) when the integrator starts it; API_TARGET points the dev
// proxy elsewhere, e.g. at a server started on another port while developing.
const apiTarget = process.env.API_TARGET ?? 'http://localhost:8848';

export default defineConfig({
  base: '/',
  plugins: [react(), precompress()],
  server: { proxy: { '/v2': { target: apiTarget, changeOrigin: true } } },
  preview: { proxy: { '/v2': { target: apiTarget, changeOrigin: true } } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
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
});
