import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';
import { BizCode } from '@zyz/domain';
import { BizError } from '../../lib/biz-error';
import type { CertificatePdfData } from './certificate-pdf';

// The built server ships the worker beside main.js (build.mjs bundles it as a second entry);
// from source (tests, `tsx watch`) the TypeScript file runs through tsx.
const built = new URL('./certificate-pdf.worker.js', import.meta.url);
const source = new URL('./certificate-pdf.worker.ts', import.meta.url);

/** Waiting renders beyond this are refused rather than queued without bound. */
const maxQueue = 64;

export interface PdfRenderer {
  render(data: CertificatePdfData): Promise<Uint8Array>;
  close(): Promise<void>;
}

/**
 * Certificates drawn on worker threads, leaving a core to the event loop. Started on the first
 * download (a server that never issues one keeps no fonts in memory); one thread then stays
 * warm, with its fonts loaded, and extra ones end after a minute idle.
 */
export function createPdfRenderer(): PdfRenderer {
  let pool: Piscina | null = null;
  const open = () => {
    if (pool) return pool;
    const fromSource = !existsSync(fileURLToPath(built));
    pool = new Piscina({
      filename: (fromSource ? source : built).href,
      execArgv: fromSource ? ['--import', 'tsx'] : [],
      minThreads: 1,
      maxThreads: Math.max(1, Math.min(4, availableParallelism() - 1)),
      idleTimeout: 60_000,
      maxQueue,
    });
    return pool;
  };
  return {
    async render(data) {
      const running = open();
      if (running.queueSize >= maxQueue)
        throw new BizError(BizCode.TooManyAttempts, '证明下载人数较多，请稍后再试');
      return (await running.run(data)) as Uint8Array;
    },
    async close() {
      await pool?.destroy();
      pool = null;
    },
  };
}
