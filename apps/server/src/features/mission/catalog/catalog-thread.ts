import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { CatalogStats } from './catalog-feed';
import type { CatalogPage, CatalogQuery } from './catalog-page';
import type { CatalogSource } from './catalog-source';

// The built server ships the worker beside main.js (build.mjs bundles it as another entry);
// from source (tests, `tsx watch`) the TypeScript file runs through tsx.
const built = new URL('./catalog.worker.js', import.meta.url);
const source = new URL('./catalog.worker.ts', import.meta.url);

/** How long a page may wait for the thread before the database answers instead. */
const pageWaitMs = 5_000;
/** A scrape does not wait longer than this for the thread's figures; it goes without them. */
const statsWaitMs = 1_000;

export type CatalogThreadData = {
  databaseUrl: string;
  databaseReadUrl: string | null;
  lagMs: number;
};

export type ToCatalog =
  | { kind: 'page'; id: number; query: CatalogQuery; now: number }
  | { kind: 'changed' }
  | { kind: 'start' }
  | { kind: 'stats'; id: number }
  | { kind: 'close' };

export type FromCatalog =
  | { kind: 'page'; id: number; page: CatalogPage | undefined }
  | { kind: 'stats'; id: number; stats: CatalogStats }
  | { kind: 'loaded'; size: number }
  | { kind: 'failed'; message: string }
  | { kind: 'log'; level: 'error' | 'warn' | 'info'; msg: string; detail?: string };

type Log = {
  error(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  info(msg: string): void;
};

/**
 * The catalog on a thread of its own (PostgreSQL only: an embedded PGlite lives in the
 * request thread and cannot be shared). At the province's volumes the catalog's pages took a
 * third of the request thread's time per list answer, a few of them milliseconds at once,
 * during which every other answer waited; and each full collection of the request thread's
 * heap marked the catalog's millions of list entries. Here a page costs the request thread
 * two small messages, and a long page holds up only the pages queued behind it. A thread that
 * fails is started again on the next call; meanwhile the database answers.
 */
export function catalogThread(data: CatalogThreadData, log: Log): CatalogSource {
  let worker: Worker | undefined;
  let nextId = 0;
  const pending = new Map<number, (page: CatalogPage | undefined) => void>();
  const statsPending = new Map<number, (stats: CatalogStats | undefined) => void>();
  let loaded: { promise: Promise<number>; settle(size?: number, err?: Error): void } | undefined;
  let closing = false;

  const settleAll = () => {
    for (const answer of pending.values()) answer(undefined);
    pending.clear();
    for (const answer of statsPending.values()) answer(undefined);
    statsPending.clear();
  };

  const open = () => {
    if (worker) return worker;
    const fromSource = !existsSync(fileURLToPath(built));
    // From source the entry is imported once tsx's loader is registered in the thread.
    const started = fromSource
      ? new Worker(
          `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(source.href)}); })`,
          { eval: true, workerData: data, execArgv: [] },
        )
      : new Worker(built, { workerData: data, execArgv: [] });
    started.on('message', (message: FromCatalog) => {
      switch (message.kind) {
        case 'page': {
          const answer = pending.get(message.id);
          pending.delete(message.id);
          answer?.(message.page);
          break;
        }
        case 'stats':
          statsPending.get(message.id)?.(message.stats);
          break;
        case 'loaded':
          loaded?.settle(message.size);
          break;
        case 'failed':
          loaded?.settle(undefined, new Error(message.message));
          loaded = undefined;
          break;
        case 'log': {
          // Named, so an operator tells the thread's connections from the request thread's.
          const msg = `公开活动目录线程：${message.msg}`;
          if (message.level === 'info') log.info(msg);
          else log[message.level]({ detail: message.detail }, msg);
          break;
        }
      }
    });
    started.on('error', (err) => log.error({ err }, '公开活动目录线程出错，列表暂由数据库回答'));
    started.on('exit', () => {
      if (worker !== started) return;
      worker = undefined;
      settleAll();
      if (loaded) {
        loaded.settle(undefined, new Error('公开活动目录线程已退出'));
        loaded = undefined;
      }
    });
    // The thread alone must not keep the process running.
    started.unref();
    worker = started;
    return started;
  };

  const post = (message: ToCatalog) => open().postMessage(message);

  return {
    page(query, now) {
      if (closing) return Promise.resolve(undefined);
      return new Promise((resolve) => {
        const id = nextId++;
        // A thread that stopped answering without exiting must not hold the list: past the
        // wait the database answers, and a late page is dropped.
        const timer = setTimeout(() => {
          pending.delete(id);
          resolve(undefined);
        }, pageWaitMs);
        pending.set(id, (page) => {
          clearTimeout(timer);
          resolve(page);
        });
        post({ kind: 'page', id, query, now });
      });
    },
    changedHere() {
      if (worker) post({ kind: 'changed' });
    },
    stats() {
      // Asking must not start a thread that nothing else has started.
      if (closing || !worker) return Promise.resolve(undefined);
      const running = worker;
      return new Promise((resolve) => {
        const id = nextId++;
        const timer = setTimeout(() => answer(undefined), statsWaitMs);
        const answer = (stats: CatalogStats | undefined) => {
          clearTimeout(timer);
          statsPending.delete(id);
          resolve(stats);
        };
        statsPending.set(id, answer);
        running.postMessage({ kind: 'stats', id } satisfies ToCatalog);
      });
    },
    start() {
      if (!loaded) {
        let settle!: (size?: number, err?: Error) => void;
        const promise = new Promise<number>((resolve, reject) => {
          settle = (size, err) => (err ? reject(err) : resolve(size!));
        });
        loaded = { promise, settle };
        post({ kind: 'start' });
      }
      return loaded.promise;
    },
    async close() {
      closing = true;
      const running = worker;
      if (!running) return;
      const exited = new Promise((resolve) => running.once('exit', resolve));
      running.postMessage({ kind: 'close' } satisfies ToCatalog);
      const timer = setTimeout(() => void running.terminate(), 5_000);
      await exited;
      clearTimeout(timer);
      settleAll();
    },
  };
}
