import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';
import { BizCode } from '@zyz/domain';
import { BizError } from '../../lib/biz-error';
import type { CertificatePdfData } from './certificate-pdf';
import type { DonationCertificatePdfData } from './donation-certificate-pdf';

// The built server ships the worker beside main.js (build.mjs bundles it as a second entry);
// from source (tests, `tsx watch`) the TypeScript file runs through tsx.
const built = new URL('./certificate-pdf.worker.js', import.meta.url);
const source = new URL('./certificate-pdf.worker.ts', import.meta.url);

/** Waiting renders beyond this are refused rather than queued without bound. */
const maxQueue = 64;

/** What a worker draws: a time certificate or a donation certificate. */
export type PdfJob =
  | { kind: 'time'; data: CertificatePdfData }
  | { kind: 'donation'; data: DonationCertificatePdfData };

export interface PdfRenderer {
  render(data: CertificatePdfData): Promise<Uint8Array>;
  renderDonation(data: DonationCertificatePdfData): Promise<Uint8Array>;
  close(): Promise<void>;
}

/**
 * Certificates (time and donation) drawn on worker threads, leaving a core to the event loop. Started on the first
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
  const run = async (job: PdfJob) => {
    const running = open();
    if (running.queueSize >= maxQueue)
      throw new BizError(BizCode.TooManyAttempts, '证明下载人数较多，请稍后再试');
    return (await running.run(job)) as Uint8Array;
  };
  return {
    render: (data) => run({ kind: 'time', data }),
    renderDonation: (data) => run({ kind: 'donation', data }),
    async close() {
      await pool?.destroy();
      pool = null;
    },
  };
}
