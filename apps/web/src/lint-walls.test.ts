import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { featureEdges } from '../eslint.walls.mjs';
import { findCycle, repo, wallsKit } from '../../../scripts/lint-walls-kit.mjs';

// The walls in apps/web/eslint.walls.mjs, checked by linting fixture files as if they sat where
// a careless import would put them. A rule that stops biting fails here, not in review.
const { loadConfig, restrictedImports, rulesFired } = wallsKit('apps/web/test/lint-fixtures');

/** The edges apps/web/README.md lists: rows of its "Features that use each other" table. */
function readmeEdges(): Record<string, string[]> {
  const readme = readFileSync(path.join(repo, 'apps/web/README.md'), 'utf8');
  const edges: Record<string, string[]> = {};
  for (const [, from, to] of readme.matchAll(/^\| `([\w-]+)` \| `([\w-]+)` \|/gm))
    (edges[from!] ??= []).push(to!);
  return edges;
}

describe("the web's lint walls", () => {
  // Loading the whole repository's config (typescript-eslint and all) takes seconds, once: in
  // the first test it passed the 5 s test timeout on a loaded machine.
  beforeAll(() => loadConfig('apps/web/src/main.tsx'), 60_000);
  const probe = 'apps/web/src/features/organization/components/probe.tsx';

  it('refuses a feature importing app/ or pages/', async () => {
    expect(
      await restrictedImports(
        'feature-imports-app.fixture',
        'apps/web/src/features/mission/components/probe.tsx',
      ),
    ).toEqual(['../../../app/paths', '../../../app/router', '../../../pages/home']);
  });

  it("refuses a feature reaching past another's index, or along an edge not listed", async () => {
    expect(await restrictedImports('cross-feature.fixture', probe)).toEqual([
      '../../mission/components/district-cascader',
      '../../mission/api/mission-list',
      '../../article',
    ]);
  });

  it('refuses the same at the top of a feature folder', async () => {
    const source = "import { x } from '../mission/api/mission-list';\nexport { x };\n";
    expect(await rulesFired(source, 'apps/web/src/features/organization/probe.ts')).toEqual([
      'no-restricted-imports',
    ]);
  });

  it('lets a feature use a listed index, its own files, lib, components and stores', async () => {
    expect(await restrictedImports('allowed-feature.fixture', probe)).toEqual([]);
  });

  it('refuses lib/ importing a feature, app/ or pages/', async () => {
    expect(await restrictedImports('lower-layer.fixture', 'apps/web/src/lib/probe.ts')).toEqual([
      '../features/mission',
      '../app/route-meta',
      '../pages/home',
    ]);
  });

  it("still refuses library internals inside a feature (the web's blocks carry that pattern)", async () => {
    expect(await restrictedImports('library-internals.fixture', probe)).toEqual([
      'antd/es/form/FormItem',
    ]);
  });

  it('lists the same edges in the README as in the lint config, with no cycle', () => {
    const sorted = (edges: Record<string, string[]>) =>
      Object.fromEntries(
        Object.entries(edges)
          .map(([from, to]) => [from, [...to].sort()] as const)
          .sort(([a], [b]) => a.localeCompare(b)),
      );
    expect(sorted(readmeEdges())).toEqual(sorted(featureEdges));
    expect(findCycle(featureEdges)).toBeNull();
  });
});
