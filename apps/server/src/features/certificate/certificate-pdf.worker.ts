import { renderCertificatePdf, type CertificatePdfData } from './certificate-pdf';

// Runs in a worker thread of certificate-pdf-pool.ts: drawing a certificate (font subsetting,
// layout) takes the CPU for up to a second, which must not stall the server's event loop.
export default function render(data: CertificatePdfData): Promise<Uint8Array> {
  return renderCertificatePdf(data);
}
