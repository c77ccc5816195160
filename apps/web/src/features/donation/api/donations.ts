import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { donationSchema, donationVerifySchema, pageSchema, type Donation } from '@zyz/domain';
import { api } from '../../../lib/api-client';
import { fetchVolunteerFile, saveBlob } from '../../../lib/authorised-file';

const donationKey = ['donation'] as const;

export function useMyDonations(userId: string | null, pageIndex: number, pageSize: number) {
  return useQuery({
    queryKey: [...donationKey, 'mine', userId, pageIndex, pageSize],
    queryFn: () =>
      api.get('/volunteer/donation/list', { pageIndex, pageSize }, pageSchema(donationSchema)),
    enabled: userId !== null,
    placeholderData: keepPreviousData,
  });
}

/** Issuing again answers the certificate already issued, so a retry is safe. */
export function useIssueDonationCertificate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (donationId: string) =>
      api.post(
        '/volunteer/donation/certificate/issue',
        { donationId },
        { json: true, answer: donationSchema },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: donationKey }),
  });
}

export async function downloadDonationCertificate(donation: Donation): Promise<void> {
  const blob = await fetchVolunteerFile(
    `/volunteer/donation/certificate/download?donationId=${encodeURIComponent(donation.donationId)}`,
    '暂时无法下载捐赠证书',
  );
  saveBlob(blob, `捐赠证书-${donation.certNumber ?? donation.donationId}.pdf`);
}

export function useVerifyDonation(code: string) {
  return useQuery({
    queryKey: [...donationKey, 'verify', code],
    queryFn: () => api.get('/home/donation/verify', { code }, donationVerifySchema),
    enabled: code !== '',
    staleTime: 60_000,
  });
}
