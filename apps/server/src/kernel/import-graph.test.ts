import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The server's import graph (production files only): no module cycle, and no cycle between
// feature folders. A cycle through app.ts once tied 23 files together; this keeps it gone.
const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const isProduction = (f: string) => f.endsWith('.ts') && !/\.test\.ts$|test-kit\.ts$/.test(f);
const importPattern = /(?:import|export)[^'"]*?from\s+['"](\.[^'"]+)['"]/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return isProduction(full) ? [full] : [];
  });
}

function resolve(from: string, spec: string): string | null {
  const base = path.resolve(path.dirname(from), spec);
  return [`${base}.ts`, path.join(base, 'index.ts')].find((f) => existsSync(f)) ?? null;
}

const files = sourceFiles(src);
const edges = new Map(
  files.map((f) => [
    f,
    [...readFileSync(f, 'utf8').matchAll(importPattern)]
      .map((m) => resolve(f, m[1]!))
      .filter((t): t is string => t !== null && isProduction(t)),
  ]),
);

/** Every strongly connected group of more than one node (Tarjan). */
function cycles(graph: Map<string, string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (v: string) => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (stack.includes(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const group: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        group.push(w);
      } while (w !== v);
      if (group.length > 1) found.push(group.map((f) => path.relative(src, f)).sort());
    }
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return found;
}

const featureOf = (f: string) => /^features\/([^/]+)\//.exec(path.relative(src, f))?.[1];

describe('the server import graph', () => {
  it('has no module cycle', () => {
    expect(cycles(edges)).toEqual([]);
  });

  it('has no cycle between features', () => {
    const features = new Map<string, string[]>();
    for (const [from, targets] of edges) {
      const a = featureOf(from);
      if (!a) continue;
      const list = features.get(a) ?? [];
      for (const t of targets) {
        const b = featureOf(t);
        if (b && b !== a && !list.includes(b)) list.push(b);
      }
      features.set(a, list);
    }
    expect(cycles(features)).toEqual([]);
  });
});
