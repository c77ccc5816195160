import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

// Every page address the two applications' routers know, read from their route definitions, so
// a sweep over "every page" cannot fall behind them: a page is a route that loads its code
// (`lazy`); redirects and the index routes that only redirect load none.

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

interface RouteLike {
  path?: string;
  index?: boolean;
  lazy?: unknown;
  children?: RouteLike[];
}

function join(base: string, segment: string): string {
  if (segment.startsWith('/')) return segment;
  return `${base.replace(/\/$/, '')}/${segment}`;
}

function collectPages(routes: RouteLike[], base: string, out: Set<string>): Set<string> {
  for (const route of routes) {
    const at = route.path === undefined ? base : join(base, route.path);
    if (route.lazy) out.add(at === '' ? '/' : at);
    if (route.children) collectPages(route.children, at, out);
  }
  return out;
}

/** The portal's page patterns, e.g. `/mission/:slug`, from apps/web's route objects. */
export async function portalPagePatterns(): Promise<string[]> {
  // Not a literal import: the portal's sources are checked by its own tsconfig, not e2e's.
  const routerFile = path.join(root, 'apps/web/src/app/router.tsx');
  const { appRoutes } = (await import(/* @vite-ignore */ routerFile)) as {
    appRoutes: RouteLike[];
  };
  return [...collectPages(appRoutes, '', new Set())].sort();
}

/**
 * The console's page patterns below /admin, e.g. `/mission/:missionId/applicants`. Its router
 * is made when its module loads (createBrowserRouter needs a window), so its route literal is
 * read from the source instead; a route written as anything but an object literal fails here
 * rather than being missed.
 */
export async function consolePagePatterns(): Promise<string[]> {
  const file = path.join(root, 'apps/admin/src/app/router.tsx');
  const pathsFile = path.join(root, 'apps/admin/src/lib/paths.ts');
  const { paths } = (await import(/* @vite-ignore */ pathsFile)) as {
    paths: Record<string, string>;
  };
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  let top: ts.ArrayLiteralExpression | undefined;
  const find = (node: ts.Node) => {
    if (
      ts.isCallExpression(node) &&
      node.expression.getText(source) === 'createBrowserRouter' &&
      node.arguments[0] &&
      ts.isArrayLiteralExpression(node.arguments[0])
    )
      top = node.arguments[0];
    else ts.forEachChild(node, find);
  };
  find(source);
  if (!top) throw new Error('apps/admin/src/app/router.tsx: no createBrowserRouter([...]) found');

  const unreadable = (node: ts.Node) =>
    new Error(`the console's router has a route this sweep cannot read: ${node.getText(source)}`);
  const pathOf = (value: ts.Expression): string => {
    if (ts.isStringLiteral(value)) return value.text;
    const name = value.getText(source).match(/^paths\.(\w+)$/)?.[1];
    if (name && paths[name] !== undefined) return paths[name]!;
    throw unreadable(value);
  };
  const read = (list: ts.ArrayLiteralExpression): RouteLike[] =>
    list.elements.map((element) => {
      if (!ts.isObjectLiteralExpression(element)) throw unreadable(element);
      const route: RouteLike = {};
      for (const prop of element.properties) {
        if (!ts.isPropertyAssignment(prop)) throw unreadable(prop);
        const key = prop.name.getText(source);
        if (key === 'path') route.path = pathOf(prop.initializer);
        else if (key === 'lazy') route.lazy = true;
        else if (key === 'index') route.index = true;
        else if (key === 'children') {
          if (!ts.isArrayLiteralExpression(prop.initializer)) throw unreadable(prop);
          route.children = read(prop.initializer);
        }
      }
      return route;
    });
  return [...collectPages(read(top), '', new Set())].sort();
}
