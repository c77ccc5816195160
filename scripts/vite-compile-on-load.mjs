// Chromium (136+) compiles a script that opens with this comment on a background thread while
// it downloads; otherwise each function is compiled on the main thread the first time it runs.
// On the portal's Home, after the first paint, that was ~380 ms of a 2-core VM's main thread
// (×4 on Lighthouse's phone), ~60 ms with every chunk marked (bench/main-thread.mjs,
// docs/performance.md). Other browsers ignore it. Added last: the minifier would drop it, and
// Vite puts its preload map at the top of a chunk, above any banner.
const hint = '//# allFunctionsCalledOnLoad';

/** @returns {import('vite').Plugin} */
export function compileOnLoad() {
  return {
    name: 'zyz-compile-on-load',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const file of Object.values(bundle)) {
          if (file.type !== 'chunk') continue;
          file.code = `${hint}\n${file.code}`;
          // A build with source maps (bench/main-thread.mjs) keeps them true: one line more.
          const map = bundle[`${file.fileName}.map`];
          if (map?.type === 'asset') {
            const json = JSON.parse(String(map.source));
            map.source = JSON.stringify({ ...json, mappings: `;${json.mappings}` });
          }
        }
      },
    },
  };
}
