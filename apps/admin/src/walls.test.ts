import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { findCycle, wallsKit } from '../../../scripts/lint-walls-kit.mjs';

// The console's walls (apps/admin/eslint.walls.mjs), checked by linting fixture files as if they
// sat where a careless import would put them, and the feature graph the walls allow, read from
// the sources: every edge listed in the README, none of them in a cycle.
const here = path.dirname(fileURLToPath(import.meta.url));
const admin = path.resolve(here, '..');
const features = path.join(here, 'features');

const { loadConfig, restrictedImports } = wallsKit('apps/admin/test/lint-fixtures');

/** features/<from> → features/<to>, from every relative import in the features' sources. */
function featureEdges(): Set<string> {
  const edges = new Set<string>();
  for (const feature of readdirSync(features)) {
    const root = path.join(features, feature);
    for (const file of readdirSync(root, { recursive: true, encoding: 'utf8' })) {
      if (!/\.tsx?$/.test(file)) continue;
      const source = readFileSync(path.join(root, file), 'utf8');
      for (const [, specifier] of source.matchAll(/(?:from|import\()\s*'(\.[^']*)'/g)) {
        const target = path.relative(
          features,
          path.resolve(path.dirname(path.join(root, file)), specifier!),
        );
        const to = target.split(path.sep)[0]!;
        if (!target.startsWith('..') && to !== feature) edges.add(`${feature} → ${to}`);
      }
    }
  }
  return edges;
}

/** The same edges as a graph, each feature to the features it uses. */
function graphOf(edges: Set<string>): Record<string, string[]> {
  const graph: Record<string, string[]> = {};
  for (const edge of edges) {
    const [from, to] = edge.split(' → ') as [string, string];
    (graph[from] ??= []).push(to);
  }
  return graph;
}

describe("the console's lint walls", () => {
  // Loading the whole repository's config (typescript-eslint and all) takes seconds, once.
  beforeAll(() => loadConfig('apps/admin/src/main.tsx'), 60_000);

  it('refuses a feature importing app/ or pages/', async () => {
    expect(
      await restrictedImports(
        'upward-import.fixture',
        'apps/admin/src/features/hours/components/probe.tsx',
      ),
    ).toEqual(['../../../app/paths', '../../../app/router', '../../../pages/mission-list']);
  });

  it('refuses a feature reaching past another index, along an unlisted edge, or into library internals', async () => {
    expect(
      await restrictedImports(
        'cross-feature.fixture',
        'apps/admin/src/features/attendance/components/probe.tsx',
      ),
    ).toEqual([
      '../../mission/components/cover-upload',
      '../../hours',
      '../../../features/mission',
      'antd/es/table',
    ]);
  });

  it('keeps the same walls for a file one folder below its feature', async () => {
    expect(
      await restrictedImports(
        'shallow-feature.fixture',
        'apps/admin/src/features/operator-invite/probe.tsx',
      ),
    ).toEqual(['../mission/api/file-request', '../mission', '../../app/router']);
  });

  it('lets a feature use lib, components, stores and its own files', async () => {
    expect(
      await restrictedImports(
        'allowed-feature.fixture',
        'apps/admin/src/features/attendance/components/probe.tsx',
      ),
    ).toEqual([]);
  });

  it('refuses lib/, components/ and stores/ importing features, app/ or pages/', async () => {
    expect(await restrictedImports('lower-layer.fixture', 'apps/admin/src/lib/probe.ts')).toEqual([
      '../features/mission',
      '../app/router',
      '../pages/login',
    ]);
  });
});

describe("the console's feature graph", () => {
  const edges = featureEdges();

  it('lists every edge between features, with its reason, in apps/admin/README.md', () => {
    const readme = readFileSync(path.join(admin, 'README.md'), 'utf8');
    expect([...edges].filter((edge) => !readme.includes(edge))).toEqual([]);
  });

  it('has no cycle', () => {
    expect(findCycle(graphOf(edges))).toBeNull();
  });
});
