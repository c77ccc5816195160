// What the three apps' wall tests share: lint a fixture file as if it sat where a careless import
// would put it and read back what a wall refused, and find a cycle in a graph of features.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

export const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** A linter with the repository's config, reading fixtures from `fixturesDir` (from the root). */
export function wallsKit(fixturesDir) {
  const eslint = new ESLint({ cwd: repo });
  const fixture = (name) => readFileSync(path.join(repo, fixturesDir, name), 'utf8');
  const lint = async (source, asFile) =>
    (await eslint.lintText(source, { filePath: path.join(repo, asFile) }))[0].messages;
  return {
    eslint,
    /** Warms the config once (typescript-eslint and all take seconds to load). */
    loadConfig: (asFile) => eslint.calculateConfigForFile(path.join(repo, asFile)),
    /** The rules that fired on `source` linted as `asFile`. */
    rulesFired: async (source, asFile) => (await lint(source, asFile)).map((m) => m.ruleId),
    /** The module specifiers `no-restricted-imports` refused in fixture `name`. */
    restrictedImports: async (name, asFile) =>
      (await lint(fixture(name), asFile))
        .filter((m) => m.ruleId === 'no-restricted-imports')
        .map((m) => m.message.split("'")[1]),
    /** The source text of what `no-restricted-syntax` refused in fixture `name`. */
    restrictedSyntax: async (name, asFile) => {
      const source = fixture(name);
      const lines = source.split('\n');
      return (await lint(source, asFile))
        .filter((m) => m.ruleId === 'no-restricted-syntax')
        .map((m) => lines[m.line - 1].slice(m.column - 1, m.endColumn - 1));
    },
  };
}

/** A cycle in `edges` (each node to the nodes it uses) as the nodes along it, or null. */
export function findCycle(edges) {
  const done = new Set();
  const visit = (node, trail) => {
    if (trail.includes(node)) return [...trail.slice(trail.indexOf(node)), node];
    if (done.has(node)) return null;
    for (const next of edges[node] ?? []) {
      const cycle = visit(next, [...trail, node]);
      if (cycle) return cycle;
    }
    done.add(node);
    return null;
  };
  for (const node of Object.keys(edges)) {
    const cycle = visit(node, []);
    if (cycle) return cycle;
  }
  return null;
}
