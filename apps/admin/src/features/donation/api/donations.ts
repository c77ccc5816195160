import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DonationKind, DonationManageRow, Page } from '@zyz/domain';
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
    queryFn: () => api.get<Page<DonationManageRow>>('/manage/pc/donation/list', { ...query }),
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
      api.post<DonationManageRow>('/manage/pc/donation/save', input),
    onSettled: () => client.invalidateQueries({ queryKey: donationKey }),
  });
}

export function useVoidDonation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { donationId: string; reason: string }) =>
      api.post<DonationManageRow>('/manage/pc/donation/void', input),
    onSettled: () => client.invalidateQueries({ queryKey: donationKey }),
  });
}
