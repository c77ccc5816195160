// `npm start`: build whatever is missing, then run the one process that serves API, portal
// and console. A fresh clone needs nothing but `npm install` before this.
import { existsSync } from 'node:fs';
import { spawnSync, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const outputs = {
  '@zyz/web': 'apps/web/dist-ssr/render-worker.js',
  '@zyz/admin': 'apps/admin/dist/index.html',
  '@zyz/server': 'apps/server/dist/main.js',
};
const force = process.argv.includes('--rebuild');

for (const [workspace, output] of Object.entries(outputs)) {
  if (!force && existsSync(path.join(root, output))) continue;
  console.log(`构建 ${workspace} ...`);
  const built = spawnSync('npm', ['run', 'build', '-w', workspace], {
    cwd: root,
    stdio: 'inherit',
  });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

const server = spawn(process.execPath, [path.join(root, outputs['@zyz/server'])], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
