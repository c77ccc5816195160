import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  bankCardManageDetailSchema,
  bankCardManageRowSchema,
  bankCardRevealSchema,
  pageSchema,
  type BankCardReviewInput,
  type BankCardState,
} from '@zyz/domain';
import { api } from '../../../lib/api-client';
import { downloadFile, fileRequest } from '../../../lib/file-request';

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
    queryFn: () =>
      api.get('/manage/pc/bankCard/list', { ...query }, pageSchema(bankCardManageRowSchema)),
    placeholderData: keepPreviousData,
  });

export const useBankCardDetail = (id: string | null) =>
  useQuery({
    queryKey: [...bankCardKey, 'detail', id],
    queryFn: () => api.get('/manage/pc/bankCard/detail', { id: id! }, bankCardManageDetailSchema),
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
      api.post('/manage/pc/bankCard/reveal', { id }, { json: true, answer: bankCardRevealSchema }),
  });

export function useReviewBankCard() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: BankCardReviewInput) =>
      api.post('/manage/pc/bankCard/review', input, {
        json: true,
        answer: bankCardManageRowSchema,
      }),
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
