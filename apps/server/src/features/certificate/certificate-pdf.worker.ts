import { renderCertificatePdf } from './certificate-pdf';
import { renderDonationCertificatePdf } from './donation-certificate-pdf';
import type { PdfJob } from './certificate-pdf-pool';

// Runs in a worker thread of certificate-pdf-pool.ts: drawing a certificate (font subsetting,
// layout) takes the CPU for up to a second, which must not stall the server's event loop.
export default function render(job: PdfJob): Promise<Uint8Array> {
  return job.kind === 'donation'
    ? renderDonationCertificatePdf(job.data)
    : renderCertificatePdf(job.data);
}
