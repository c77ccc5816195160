// The walls between layers, kept by `no-restricted-imports` (core ESLint, flat config).
// ESLint does not merge one rule's options across config blocks (the last block that matches a
// file wins), so each block below lists every pattern that applies to its files.
// docs/architecture.md explains the layers; apps/server/src/kernel/README.md the kernel.

const server = 'apps/server/src';
const tests = [`${server}/**/*.test.ts`, `${server}/**/*.test-kit.ts`, `${server}/test/**`];

/** Library internals: a file moved by an upgrade breaks the build or silently changes behaviour. */
export const libraryInternals = {
  group: [
    'antd/es/*',
    'antd/lib/*',
    '@rc-component/*/es/*',
    '@rc-component/*/lib/*',
    'rc-*/es/*',
    'rc-*/lib/*',
    'react-router/dist/*',
  ],
  message: 'Import the library by its public entry (antd, react-router), not its internal files.',
};

const drizzle = {
  group: ['drizzle-orm', 'drizzle-orm/*'],
  message: 'SQL lives in *.repository.ts files and db/; a service calls a repository.',
};

// From features/<a>/file.ts, "../<b>/file" reaches past <b>'s public face ("../<b>" is fine).
const crossFeature = {
  regex: '^\\.\\./(?!\\.\\.?/)[^/]+/.+',
  message: "Another feature is imported through its index only: '../<feature>'.",
};

const appModule = {
  regex: '^(\\.\\./)+app$',
  message: 'Services and jobs are built from Deps (src/deps.ts), never from the Fastify app.',
};

const anyFeature = {
  regex: '(^|/)features(/|$)',
  message: 'This layer sits below features and may not import them (app.ts wires them in).',
};

// Files that ran SQL outside a repository before the wall was built. Known debt: move their
// queries into a repository when you touch them, and take the file off this list.
const sqlOutsideRepositories = [
  'features/auth/login-throttle.db.ts',
  'features/bank-card/idcard-photo-migration.ts',
  'features/home-cms/publish-state.ts',
  'features/outbox/email-outbox.ts',
  'features/service-record/finalise.job.ts',
  'features/statistics/verify-data.ts',
].map((f) => `${server}/${f}`);

// A routes file reads its services from app.services (src/services.ts builds each one once);
// one built here would be a second instance with caches of its own, out of the root's sight.
export const routesBuildNoService = {
  selector:
    'CallExpression[callee.name=/^create[A-Z]\\w*Service$/], CallExpression[callee.property.name=/^create[A-Z]\\w*Service$/]',
  message:
    'Routes read services from app.services (src/services.ts builds every service once); they never build one.',
};

const restrict = (...patterns) => ({
  'no-restricted-imports': ['error', { patterns }],
});

export const walls = [
  {
    files: ['apps/web/**/*.{ts,tsx}', 'apps/admin/**/*.{ts,tsx}', 'packages/**/*.{ts,tsx}'],
    rules: restrict(libraryInternals),
  },
  {
    files: [`${server}/features/**/*.ts`],
    ignores: tests,
    rules: restrict(crossFeature, appModule, drizzle),
  },
  {
    files: [`${server}/features/**/*.repository.ts`, ...sqlOutsideRepositories],
    ignores: tests,
    rules: restrict(crossFeature, appModule),
  },
  {
    files: [`${server}/kernel/**/*.ts`, `${server}/plugins/**/*.ts`, `${server}/lib/**/*.ts`],
    ignores: tests,
    rules: restrict(anyFeature, appModule, drizzle),
  },
  {
    files: [`${server}/kernel/**/*.repository.ts`, `${server}/lib/prepared.ts`],
    ignores: tests,
    rules: restrict(anyFeature, appModule),
  },
  {
    files: [`${server}/**/*.routes.ts`],
    ignores: tests,
    rules: { 'no-restricted-syntax': ['error', routesBuildNoService] },
  },
];
