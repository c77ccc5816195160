// The walls inside apps/admin (issue 52): app/ and pages/ compose features; a feature never
// imports them, and reaches another feature only through its index along an edge listed below
// and, with its reason, in apps/admin/README.md. lib/, components/ and stores/ sit below features.
// ESLint keeps only the last matching block's `no-restricted-imports`, so every block here
// carries the library-internals pattern of the root walls too.
import { readdirSync } from 'node:fs';
import { libraryInternals } from '../../eslint.walls.mjs';

const src = 'apps/admin/src';
const tests = [`${src}/**/*.test.ts`, `${src}/**/*.test.tsx`];

/**
 * Which features each feature may import (through its index). Keep apps/admin/README.md in step.
 * None today: what features shared (file requests, the image upload, the cover picker) is in lib/
 * and components/.
 * @type {Record<string, string[]>}
 */
export const featureEdges = {};

const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const upward = {
  regex: '^(\\.\\./)+(app|pages)(/|$)',
  message:
    'A feature never imports app/ or pages/, which compose it: links come from lib/paths.ts, the session from stores/.',
};

const throughSrc = {
  regex: '^(\\.\\./)+features(/|$)',
  message: "Another feature is reached as '../<feature>' (its index), not through src/features.",
};

// Relative to a file `depth` folders below features/<name>/, "(../){depth}<other>/file" reaches
// past <other>'s index, and "(../){depth}<other>" is its index.
const up = (depth) => `^(\\.\\./){${depth}}`;

const pastIndex = (depth) => ({
  regex: `${up(depth)}(?!\\.\\.?/)[^/]+/.+`,
  message: "Another feature is imported through its index only: '../<feature>'.",
});

const unlistedEdge = (name, depth) => {
  const allowed = featureEdges[name] ?? [];
  const notAllowed = allowed.length ? `(?!(${allowed.join('|')})/?$)` : '';
  return {
    regex: `${up(depth)}${notAllowed}(?!\\.\\.?/?$)[^/]+/?$`,
    message: `features/${name} may import only ${
      allowed.length ? allowed.join(', ') : 'no other feature'
    }: a new edge goes into featureEdges (apps/admin/eslint.walls.mjs) and, with its reason, apps/admin/README.md.`,
  };
};

const lowerLayers = {
  regex: '^(\\.\\./)+(app|pages|features)(/|$)',
  message:
    'lib/, components/ and stores/ sit below features and pages, and never import them or app/.',
};

const restrict = (...patterns) => ({
  'no-restricted-imports': ['error', { patterns: [libraryInternals, ...patterns] }],
});

// Files one, two and three folders below a feature's root; none sits deeper today.
const depths = [1, 2, 3];

export const adminWalls = [
  ...features.flatMap((name) =>
    depths.map((depth) => ({
      files: [`${src}/features/${name}/${'*/'.repeat(depth - 1)}*.{ts,tsx}`],
      ignores: tests,
      rules: restrict(upward, throughSrc, pastIndex(depth), unlistedEdge(name, depth)),
    })),
  ),
  {
    files: [
      `${src}/lib/**/*.{ts,tsx}`,
      `${src}/components/**/*.{ts,tsx}`,
      `${src}/stores/**/*.{ts,tsx}`,
    ],
    ignores: tests,
    rules: restrict(lowerLayers),
  },
];
