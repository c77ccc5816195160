// Builds the apps whose output is missing (all of them with `force`): what `npm start` and
// `npm run cluster` need before they run the server.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

export const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
export const outputs = {
  '@zyz/web': 'apps/web/dist-ssr/render-worker.js',
  '@zyz/admin': 'apps/admin/dist/index.html',
  '@zyz/server': 'apps/server/dist/main.js',
};

/** Answers false when a build failed (its output is on the terminal). */
export function buildMissing({ force = false } = {}) {
  for (const [workspace, output] of Object.entries(outputs)) {
    if (!force && existsSync(path.join(root, output))) continue;
    console.log(`构建 ${workspace} ...`);
    const built = spawnSync('npm', ['run', 'build', '-w', workspace], {
      cwd: root,
      stdio: 'inherit',
    });
    if (built.status !== 0) return false;
  }
  return true;
}
