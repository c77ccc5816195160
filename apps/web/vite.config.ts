import { createRequire } from 'node:module';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from '../../scripts/vite-precompress.mjs';

// The API runs on 8848 (spec §9) when the integrator starts it; API_TARGET points the dev
// proxy elsewhere, e.g. at a server started on another port while developing.
const apiTarget = process.env.API_TARGET ?? 'http://localhost:8848';

const require = createRequire(import.meta.url);
const reactRouterDir = require.resolve('react-router/package.json').replace(/package\.json$/, '');

/**
 * antd's form/context.js takes only FormProvider from @rc-component/form, but that package's
 * index hangs Field, List and useForm on the Form object (a side effect the bundler keeps), so
 * every page with a Tooltip, Input or Modal (antd's ContextIsolator) carried the whole form
 * engine and its validator. Pointing that one import at the module that defines FormProvider
 * keeps the same context object and leaves the engine to the pages with forms.
 */
function antdFormContextSlim(): Plugin {
  return {
    name: 'antd-form-context-slim',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source !== '@rc-component/form' || !importer) return null;
      if (!/antd[\\/]es[\\/]form[\\/]context\.js$/.test(importer)) return null;
      return this.resolve('@rc-component/form/es/FormContext.js', importer, { skipSelf: true });
    },
  };
}

export default defineConfig(({ command }) => ({
  base: '/',
  plugins: [antdFormContextSlim(), react(), precompress()],
  resolve: {
    // react-router's package exports name only its development build (warnings, dev
    // checks, ~20 kB more); a production bundle takes the production one. The dev server
    // keeps the development build for its warnings.
    alias:
      command === 'build'
        ? [
            { find: /^react-router$/, replacement: `${reactRouterDir}dist/production/index.mjs` },
            {
              find: /^react-router\/dom$/,
              replacement: `${reactRouterDir}dist/production/dom-export.mjs`,
            },
          ]
        : [],
  },
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
}));
