// The JavaScript Home needs before it can render, from a built portal's manifest: the entry,
// the Home route chunk and everything both import statically (dynamic imports load later).
// Gzip level 9 per chunk, as the server's precompressed .gz twins. Builds nothing.
//
//   npx vite build apps/web --outDir /tmp/web --emptyOutDir --manifest
//   node bench/home-js.mjs /tmp/web                    # default: apps/web/dist
//   node bench/home-js.mjs /tmp/web src/pages/mission.tsx   # another route's path
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const budgetKb = 250;
const dir = path.resolve(process.argv[2] ?? 'apps/web/dist');
const route = process.argv[3] ?? 'src/pages/home.tsx';
const manifestFile = path.join(dir, '.vite/manifest.json');
if (!fs.existsSync(manifestFile)) {
  console.error(`${manifestFile} missing: build the portal with --manifest`);
  process.exit(1);
}
const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
if (!manifest[route]) {
  console.error(`${route} is not in the manifest`);
  process.exit(1);
}

const seen = new Set();
const rows = [];
function walk(key) {
  if (seen.has(key)) return;
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) return;
  const bytes = fs.readFileSync(path.join(dir, chunk.file));
  rows.push({
    chunk: chunk.file,
    'gzip kB': Math.round(gzipSync(bytes, { level: 9 }).length / 102.4) / 10,
  });
  for (const imported of chunk.imports ?? []) walk(imported);
}
walk(Object.keys(manifest).find((key) => manifest[key].isEntry));
walk(route);

rows.sort((a, b) => b['gzip kB'] - a['gzip kB']);
console.table(rows);
const total = Math.round(rows.reduce((sum, row) => sum + row['gzip kB'], 0) * 10) / 10;
const verdict = total < budgetKb ? '达标' : '超出';
console.log(
  `${route} 初始 JS（gzip）${total} kB，${rows.length} 个文件，预算 ${budgetKb} kB：${verdict}`,
);
