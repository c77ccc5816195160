import { describe, expect, it } from 'vitest';
import { wallsKit } from '../../../../scripts/lint-walls-kit.mjs';

// The walls in eslint.walls.mjs, checked by linting fixture files as if they sat where a
// careless import would put them. A rule that stops biting fails here, not in review.
const {
  restrictedImports,
  restrictedSyntax: restrictedCalls,
  rulesFired,
} = wallsKit('apps/server/test/lint-fixtures');

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
    expect(
      await rulesFired(
        "import { sql } from 'drizzle-orm';\nexport { sql };\n",
        'apps/server/src/features/mission/probe.repository.ts',
      ),
    ).toEqual([]);
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
