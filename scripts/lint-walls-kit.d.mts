import type { ESLint } from 'eslint';

export declare const repo: string;

export interface WallsKit {
  eslint: ESLint;
  loadConfig(asFile: string): Promise<unknown>;
  rulesFired(source: string, asFile: string): Promise<Array<string | null>>;
  restrictedImports(name: string, asFile: string): Promise<string[]>;
  restrictedSyntax(name: string, asFile: string): Promise<string[]>;
}

export declare function wallsKit(fixturesDir: string): WallsKit;

export declare function findCycle(edges: Record<string, string[]>): string[] | null;
