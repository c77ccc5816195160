import fs from 'node:fs';
import { Worker } from 'node:worker_threads';
import type { FastifyBaseLogger } from 'fastify';
import type { DisplayMode, RenderOutcome } from '@zyz/domain';
import { clock } from '../../kernel';
import { apiPathOf } from './content-changes';

/** Answers a page's API call (a GET path under /v2/) in-process: status and JSON text. */
export type ApiCaller = (url: string) => Promise<{ status: number; body: string }>;

/** A render's outcome and the API paths it read (null: the worker did not say). */
export interface Rendered {
  outcome: RenderOutcome;
  reads: string[] | null;
}

/** antd's styles of the public pages as one stylesheet, as the worker built it. */
export interface SharedStylesheet {
  file: string;
  css: string;
}

export interface RenderPool {
  render(
    url: string,
    hasSession: boolean,
    sharedStyles?: boolean,
    display?: DisplayMode,
  ): Promise<Rendered>;
  /** Null until the worker has said (a worker of an older build never does). */
  sharedStylesheet(): SharedStylesheet | null;
  close(): Promise<void>;
}

interface Pending {
  resolve: (rendered: Rendered) => void;
  reject: (error: Error) => void;
  timer: NodeJS.Timeout;
  reads: Set<string> | undefined;
}

type WorkerMessage =
  | { type: 'shared-styles'; file: string; css: string }
  /** `renderId`: the render that asked, so the page knows what it was drawn from. */
  | { type: 'api'; id: number; url: string; renderId?: number }
  | {
      type: 'rendered';
      id: number;
      outcome?: RenderOutcome;
      error?: string;
      /** The worker names the render of each API call it makes. */
      tracksReads?: boolean;
    };

/**
 * Pages are rendered in one worker thread, so a render's CPU (tens to hundreds of
 * milliseconds) never holds up the API on the main thread. A render that takes too long or a
 * worker that dies only costs that page its server markup: the caller serves the plain shell.
 */
export function createRenderPool(options: {
  workerFile: string;
  callApi: ApiCaller;
  log: FastifyBaseLogger;
  timeoutMs?: number;
  /** Renders waiting at once; past this a page is sent as the shell rather than queued. */
  maxPending?: number;
}): RenderPool | null {
  const { workerFile, callApi, log } = options;
  if (!fs.existsSync(workerFile)) {
    log.warn({ workerFile }, '未找到门户的服务端渲染产物，公开页面将在浏览器中渲染');
    return null;
  }
  const timeoutMs = options.timeoutMs ?? 5_000;
  // URLs nobody asked for before (a crawler, or someone varying the query on purpose) each
  // need a render: a short queue keeps their wait, and the worker's memory, bounded.
  const maxPending = options.maxPending ?? 16;
  const pending = new Map<number, Pending>();
  let nextId = 0;
  let closed = false;
  let shared: SharedStylesheet | null = null;
  let worker = spawn();

  function spawn(): Worker {
    const w = new Worker(workerFile);
    w.unref();
    w.on('message', (message: WorkerMessage) => {
      if (message.type === 'shared-styles') {
        shared = { file: message.file, css: message.css };
        return;
      }
      if (message.type === 'api') {
        const job = message.renderId === undefined ? undefined : pending.get(message.renderId);
        const path = apiPathOf(message.url);
        if (job && path !== null) (job.reads ??= new Set()).add(path);
        callApi(message.url).then(
          (answer) => w.postMessage({ type: 'api-answer', id: message.id, ...answer }),
          () => w.postMessage({ type: 'api-answer', id: message.id, status: 500, body: '{}' }),
        );
        return;
      }
      const job = pending.get(message.id);
      if (!job) return;
      pending.delete(message.id);
      clearTimeout(job.timer);
      if (message.outcome)
        job.resolve({
          outcome: message.outcome,
          reads: message.tracksReads ? [...(job.reads ?? [])] : null,
        });
      else job.reject(new Error(message.error ?? '渲染失败'));
    });
    w.on('error', (err) => log.error({ err }, '页面渲染线程出错'));
    w.on('exit', (code) => {
      for (const [id, job] of pending) {
        clearTimeout(job.timer);
        job.reject(new Error(`渲染线程已退出（${code}）`));
        pending.delete(id);
      }
      if (!closed && worker === w) worker = spawn();
    });
    return w;
  }

  return {
    render(url, hasSession, sharedStyles = false, display) {
      if (pending.size >= maxPending) return Promise.reject(new Error('渲染队列已满'));
      const id = ++nextId;
      return new Promise<Rendered>((resolve, reject) => {
        const timer = setTimeout(() => {
          pending.delete(id);
          reject(new Error(`渲染超时（${timeoutMs} ms）`));
        }, timeoutMs);
        pending.set(id, { resolve, reject, timer, reads: undefined });
        // The page is drawn as of the platform's clock (TEST_NOW), as the browser will draw it.
        worker.postMessage({
          type: 'render',
          id,
          url,
          hasSession,
          sharedStyles,
          display,
          clockOffsetMs: clock.offsetMs(),
        });
      });
    },
    sharedStylesheet: () => shared,
    async close() {
      closed = true;
      await worker.terminate();
    },
  };
}
