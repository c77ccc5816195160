import { queryOptions, useQuery } from '@tanstack/react-query';
import { certificateVerifySchema, type CertificateVerify } from '@zyz/domain';
import { api } from '../../../lib/api-client';

export function verifyCertificate(code: string): Promise<CertificateVerify> {
  return api.get('/home/certificate/verify', { code }, certificateVerifySchema);
}

export const verifyCertificateOptions = (code: string) =>
  queryOptions({
    queryKey: ['certificate', 'verify', code],
    queryFn: () => verifyCertificate(code),
    enabled: code !== '',
    staleTime: 60_000,
  });

/** Public: anyone holding a certificate's code may ask; nothing is asked for a blank code. */
export function useVerifyCertificate(code: string) {
  return useQuery(verifyCertificateOptions(code));
}
