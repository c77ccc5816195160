import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The walls in eslint.walls.mjs, checked by linting fixture files as if they sat where a
// careless import would put them. A rule that stops biting fails here, not in review.
const here = path.dirname(fileURLToPath(import.meta.url));
const repo = path.resolve(here, '../../../..');
const fixture = (name: string) =>
  readFileSync(path.join(repo, 'apps/server/test/lint-fixtures', name), 'utf8');

const eslint = new ESLint({ cwd: repo });

async function restrictedImports(name: string, asFile: string): Promise<string[]> {
  const [result] = await eslint.lintText(fixture(name), { filePath: path.join(repo, asFile) });
  return result!.messages
    .filter((m) => m.ruleId === 'no-restricted-imports')
    .map((m) => m.message.split("'")[1]!);
}

/** The calls a wall of `no-restricted-syntax` refused, by the callee's source text. */
async function restrictedCalls(name: string, asFile: string): Promise<string[]> {
  const source = fixture(name);
  const [result] = await eslint.lintText(source, { filePath: path.join(repo, asFile) });
  const lines = source.split('\n');
  return result!.messages
    .filter((m) => m.ruleId === 'no-restricted-syntax')
    .map((m) => lines[m.line - 1]!.slice(m.column - 1, m.endColumn! - 1));
}

describe('the lint walls', () => {
  it('refuses a feature reaching into another feature, drizzle outside a repository, and app.ts', async () => {
    expect(
      await restrictedImports('cross-feature.fixture', 'apps/server/src/features/mission/probe.ts'),
    ).toEqual(['../article/article.repository', 'drizzle-orm', '../../app']);
  });

  it('lets a feature use another feature through its index, the kernel, Deps and packages', async () => {
    expect(
      await restrictedImports(
        'allowed-feature.fixture',
        'apps/server/src/features/mission/probe.ts',
      ),
    ).toEqual([]);
  });

  it('lets a repository use drizzle', async () => {
    const [result] = await eslint.lintText(
      "import { sql } from 'drizzle-orm';\nexport { sql };\n",
      {
        filePath: path.join(repo, 'apps/server/src/features/mission/probe.repository.ts'),
      },
    );
    expect(result!.messages).toEqual([]);
  });

  it('refuses a plugin importing a feature', async () => {
    expect(
      await restrictedImports('plugin-imports-feature.fixture', 'apps/server/src/plugins/probe.ts'),
    ).toEqual(['../features/page-meta']);
  });

  it('refuses a routes file building a service, by name or through a module', async () => {
    expect(
      await restrictedCalls(
        'routes-build-service.fixture',
        'apps/server/src/features/mission/probe.routes.ts',
      ),
    ).toEqual(['createPortalService(app.deps)', 'copying.createMissionCopyService(app.deps)']);
  });

  it('lets a routes file read app.services and build what is not a service', async () => {
    expect(
      await restrictedCalls(
        'routes-read-services.fixture',
        'apps/server/src/features/mission/probe.routes.ts',
      ),
    ).toEqual([]);
  });

  it.each(['apps/web/src/lib/probe.ts', 'apps/admin/src/lib/probe.ts'])(
    'refuses library internals in %s',
    async (asFile) => {
      expect(await restrictedImports('library-internals.fixture', asFile)).toEqual([
        'antd/es/form',
        '@rc-component/form/es/FormContext',
        'react-router/dist/production/index.mjs',
      ]);
    },
  );
});
