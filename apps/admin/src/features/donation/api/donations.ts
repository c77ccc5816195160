import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { donationManageRowSchema, pageSchema, type DonationKind } from '@zyz/domain';
import { api } from '../../../lib/api-client';

const donationKey = ['donation'] as const;

export interface DonationQuery {
  keyword?: string;
  kind?: DonationKind;
  pageIndex: number;
  pageSize: number;
}

/** GET /manage/pc/donation/list: donations this organisation (and below) recorded. */
export function useDonationList(query: DonationQuery) {
  return useQuery({
    queryKey: [...donationKey, 'list', query],
    queryFn: () =>
      api.get('/manage/pc/donation/list', { ...query }, pageSchema(donationManageRowSchema)),
    placeholderData: keepPreviousData,
  });
}

export interface SaveDonationInput {
  volunteerNo: string;
  donorName: string;
  kind: DonationKind;
  amount?: string;
  goodsName?: string;
  goodsQuantity?: string;
  donatedOn: string;
  purpose: string;
}

export function useSaveDonation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveDonationInput) =>
      api.post('/manage/pc/donation/save', input, { answer: donationManageRowSchema }),
    onSettled: () => client.invalidateQueries({ queryKey: donationKey }),
  });
}

export function useVoidDonation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { donationId: string; reason: string }) =>
      api.post('/manage/pc/donation/void', input, { answer: donationManageRowSchema }),
    onSettled: () => client.invalidateQueries({ queryKey: donationKey }),
  });
}
