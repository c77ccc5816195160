// npm run typecheck: every workspace's TypeScript, strict, with TypeScript 7's native compiler.
// It checks the same programs as TypeScript 6 in about a third of the CPU, which on CI's two cores
// is time every other step waits for. The `typescript` package stays at 6 beside it for
// typescript-eslint, which reads TypeScript 6's JavaScript API (TypeScript 7 has none yet).
//
//   npm run typecheck                    every project
//   npm run typecheck -- apps/server     one or more projects (a folder holding a tsconfig.json)
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const tsc = path.join(
  path.dirname(createRequire(import.meta.url).resolve('typescript-7/package.json')),
  'bin/tsc',
);

// The service worker is a program of its own: its globals are a worker's, not a window's.
const projects = [
  'packages/domain',
  'packages/client',
  'apps/server',
  'apps/web',
  'apps/web/src/sw',
  'apps/admin',
  'e2e',
];

const chosen = process.argv.slice(2);
const failed = [];
for (const project of chosen.length ? chosen : projects) {
  const { status } = spawnSync(
    process.execPath,
    [tsc, '-p', path.join(root, project, 'tsconfig.json')],
    { cwd: root, stdio: 'inherit' },
  );
  if (status !== 0) failed.push(project);
}
if (failed.length) {
  console.error(`typecheck failed in ${failed.join(', ')}`);
  process.exit(1);
}
