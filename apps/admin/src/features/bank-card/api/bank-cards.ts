import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  BankCardManageDetail,
  BankCardManageRow,
  BankCardReveal,
  BankCardReviewInput,
  BankCardState,
  Page,
} from '@zyz/domain';
import { api } from '../../../lib/api-client';
import { downloadFile, fileRequest } from '../../mission';

const bankCardKey = ['bankCard'] as const;

export interface BankCardQuery {
  state?: BankCardState;
  keyword?: string;
  pageIndex: number;
  pageSize: number;
}

export const useBankCardList = (query: BankCardQuery) =>
  useQuery({
    queryKey: [...bankCardKey, 'list', query],
    queryFn: () => api.get<Page<BankCardManageRow>>('/manage/pc/bankCard/list', { ...query }),
    placeholderData: keepPreviousData,
  });

export const useBankCardDetail = (id: string | null) =>
  useQuery({
    queryKey: [...bankCardKey, 'detail', id],
    queryFn: () => api.get<BankCardManageDetail>('/manage/pc/bankCard/detail', { id: id! }),
    enabled: id !== null,
  });

/** ID photos are not public files: fetched with the token, shown as object URLs. */
export const useBankCardPhoto = (id: string | null, side: 'front' | 'back', key: string) =>
  useQuery({
    queryKey: [...bankCardKey, 'pic', id, side, key],
    queryFn: async () =>
      (await fileRequest(`/manage/pc/bankCard/idcardPic?id=${id}&side=${side}`)).blob(),
    enabled: id !== null,
  });

/** Full ID number and mobiles of one applicant; the server writes each call to the audit log. */
export const useRevealBankCard = () =>
  useMutation({
    mutationFn: (id: number) =>
      api.post<BankCardReveal>('/manage/pc/bankCard/reveal', { id }, { json: true }),
  });

export function useReviewBankCard() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: BankCardReviewInput) =>
      api.post<BankCardManageRow>('/manage/pc/bankCard/review', input, { json: true }),
    onSettled: () => client.invalidateQueries({ queryKey: bankCardKey }),
  });
}

/** New batch of the approved applications (marked 已提交银行), or an earlier batch again. */
export function useExportBankCards() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (batchNo?: string) =>
      downloadFile(
        `/manage/pc/bankCard/export${batchNo ? `?batchNo=${batchNo}` : ''}`,
        `联名卡申请${batchNo ? `批次${batchNo}` : '新批次'}.xlsx`,
      ),
    onSettled: () => client.invalidateQueries({ queryKey: bankCardKey }),
  });
}
