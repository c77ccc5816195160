// `npm start`: build whatever is missing, then run the one process that serves API, portal
// and console. A fresh clone needs nothing but `npm install` before this.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildMissing, outputs, root } from './build-missing.mjs';
import { serverNodeFlags } from './server-flags.mjs';

if (!buildMissing({ force: process.argv.includes('--rebuild') })) process.exit(1);

const server = spawn(
  process.execPath,
  [...serverNodeFlags, path.join(root, outputs['@zyz/server'])],
  {
    cwd: root,
    stdio: 'inherit',
  },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
