import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  certificateSchema,
  pageSchema,
  type Certificate,
  type CertificateIssueInput,
  type Page,
} from '@zyz/domain';
import { api } from '../../../lib/api-client';

export const certificateKey = ['certificate'] as const;

export interface PageInput {
  pageIndex: number;
  pageSize: number;
}

export function fetchCertificates(query: PageInput): Promise<Page<Certificate>> {
  return api.get('/volunteer/certificate/list', { ...query }, pageSchema(certificateSchema));
}

export function useCertificates(userId: string | null, query: PageInput) {
  return useQuery({
    queryKey: [...certificateKey, 'list', userId, query],
    queryFn: () => fetchCertificates(query),
    enabled: userId !== null,
    placeholderData: keepPreviousData,
  });
}

export function issueCertificate(input: CertificateIssueInput): Promise<Certificate> {
  return api.post('/volunteer/certificate/issue', input, { json: true, answer: certificateSchema });
}

/** Issuing the same range again answers the certificate already issued, so retries are safe. */
export function useIssueCertificate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: issueCertificate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: certificateKey }),
  });
}
