import type { RouteData } from '../app/routes/route-data';
import { verifyCertificateOptions } from '../features/certificate/api/verify-certificate';

/** '/zs?code=': the certificate its QR code names, checked; nothing for a blank code. */
export const zsData: RouteData = ({ url }) => {
  const code = (url.searchParams.get('code') ?? '').trim();
  return code ? [verifyCertificateOptions(code)] : [];
};
