// The walls inside apps/web (issue 52), kept by `no-restricted-imports` like the server's
// (/eslint.walls.mjs): features never import app/ or pages/, and reach each other only through
// their index along the edges below; components/, lib/ and stores/ sit below every feature.
// ESLint keeps only the last block's options for a rule, so every block carries the library
// internals pattern too.
import { libraryInternals } from '../../eslint.walls.mjs';

const web = 'apps/web/src';
const tests = [`${web}/**/*.test.ts`, `${web}/**/*.test.tsx`];

/**
 * Which features each feature may import, through the other's index.ts. apps/web/README.md
 * lists every edge with its reason; src/lint-walls.test.ts keeps the two in step and the
 * graph free of cycles.
 */
export const featureEdges = {
  account: ['register'],
  article: ['search'],
  attendance: ['mission'],
  'bank-card': ['mission'],
  help: ['article', 'search'],
  home: ['mission', 'search'],
  mission: ['evaluation'],
  'org-register': ['mission', 'register'],
  organization: ['mission', 'search'],
  publicity: ['service-record'],
  register: ['mission'],
  'site-message': ['account'],
};

const upward = {
  regex: '^(\\.\\./)+(app|pages)(/|$)',
  message:
    'A feature never imports app/ or pages/: links come from lib/paths.ts, the session from stores/.',
};

const belowFeatures = {
  regex: '^(\\.\\./)+(app|pages|features)(/|$)',
  message:
    'components/, lib/ and stores/ sit below the features, pages and app/: they import none.',
};

// A file `depth` folders below its feature's root reaches the features folder with depth + 1 `../`.
const up = (depth) => `^(\\.\\./){${depth + 1}}`;

function crossFeature(depth, allowed) {
  const pastIndex = {
    regex: `${up(depth)}[^./][^/]*/`,
    message: "Another feature is imported through its index only: '../<feature>', not its files.",
  };
  const offEdge = {
    regex: `${up(depth)}${allowed.length ? `(?!(${allowed.join('|')})$)` : ''}[^./][^/]*$`,
    message:
      'This feature may not import that one: add the edge and its reason to apps/web/README.md and featureEdges in apps/web/eslint.walls.mjs, without making a cycle.',
  };
  return [pastIndex, offEdge];
}

// features/<name>/file.ts, features/<name>/<folder>/file.ts, one folder deeper still.
const depths = [0, 1, 2];
const filesAt = (feature, depth) => [`${web}/features/${feature}/${'*/'.repeat(depth)}*.{ts,tsx}`];

const restrict = (...patterns) => ({
  'no-restricted-imports': ['error', { patterns: [libraryInternals, ...patterns] }],
});

const featureBlocks = (feature, allowed) =>
  depths.map((depth) => ({
    files: filesAt(feature, depth),
    ignores: tests,
    rules: restrict(upward, ...crossFeature(depth, allowed)),
  }));

export const webWalls = [
  {
    files: [`${web}/components/**/*.{ts,tsx}`, `${web}/lib/**/*.{ts,tsx}`, `${web}/stores/**/*.ts`],
    ignores: tests,
    rules: restrict(belowFeatures),
  },
  // Every feature first with no edge at all; the ones with edges follow and win.
  ...featureBlocks('*', []),
  ...Object.entries(featureEdges).flatMap(([feature, allowed]) => featureBlocks(feature, allowed)),
];
