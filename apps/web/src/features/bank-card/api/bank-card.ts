import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API_BASE, checkAnswer, getUserToken } from '@zyz/client';
import {
  bankCardApplicationSchema,
  bankCardIdcardPicSchema,
  bankCardApplyStateSchema,
  bankCardOptionsSchema,
  bankCardUserDetailSchema,
  type BankCardApplyInput,
  type BankCardApplyState,
} from '@zyz/domain';
import { ApiError, api, reportMalformedAnswer } from '../../../lib/api-client';
import { fetchVolunteerFile } from '../../../lib/authorised-file';
import { useUserStore } from '../../../stores/user-store';

export const bankCardKey = ['bankCard'] as const;

export interface BankCardOptions {
  professions: string[];
  educations: string[];
  relations: string[];
  gifts: string[];
  annualIncomes: string[];
}

export const useBankCardUserDetail = () =>
  useQuery({
    queryKey: [...bankCardKey, 'detail'],
    queryFn: () =>
      api.get('/volunteer/bankCard/getUsersDetail', undefined, bankCardUserDetailSchema),
  });

export const useBankCardApplyState = () =>
  useQuery({
    queryKey: [...bankCardKey, 'state'],
    queryFn: () =>
      api.get('/volunteer/bankCard/getUsersApplyState', undefined, bankCardApplyStateSchema),
  });

export const useBankCardOptions = () =>
  useQuery({
    queryKey: [...bankCardKey, 'options'],
    queryFn: () => api.get('/volunteer/bankCard/options', undefined, bankCardOptionsSchema),
    staleTime: Infinity,
  });

/** The photo as stored (re-encoded), fetched with the token: ID photos are never public files. */
export const useOwnIdcardPic = (side: 'front' | 'back', version: number) =>
  useQuery({
    queryKey: [...bankCardKey, 'pic', side, version],
    queryFn: () => fetchVolunteerFile(`/volunteer/bankCard/idcardPic?side=${side}`, '照片加载失败'),
    enabled: version > 0,
  });

/** POST multipart photosRedoUpload (the shared client speaks only form-encoded and JSON). */
export async function uploadIdcardPhoto(side: 'front' | 'back', file: File) {
  const body = new FormData();
  body.append(side, file);
  const token = getUserToken();
  let res: Response;
  try {
    res = await fetch(`${API_BASE}/volunteer/bankCard/photosRedoUpload`, {
      method: 'POST',
      body,
      credentials: 'include',
      headers: {
        Accept: 'application/json',
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
    });
  } catch {
    throw new ApiError('0', '网络连接失败，请检查网络后重试', 0);
  }
  const env = (await res.json().catch(() => null)) as {
    code?: string;
    msg?: string;
    data?: { front: boolean; back: boolean };
  } | null;
  if (!env) throw new ApiError(String(res.status), '服务加载中，请刷新页面重试', res.status);
  if (env.code !== '1' || !env.data) throw new ApiError(env.code ?? '0', env.msg ?? '上传失败');
  return checkAnswer(
    '/volunteer/bankCard/photosRedoUpload',
    env.data,
    bankCardIdcardPicSchema,
    reportMalformedAnswer,
  );
}

export function useUploadIdcardPhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ side, file }: { side: 'front' | 'back'; file: File }) =>
      uploadIdcardPhoto(side, file),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: [...bankCardKey, 'state'] });
      const state = queryClient.getQueryData<BankCardApplyState>([...bankCardKey, 'state']);
      if (state?.application) useUserStore.setState({ cardStatus: state.application.state });
    },
  });
}

export function useApplyBankCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BankCardApplyInput) =>
      api.post('/volunteer/bankCard/apply', input, {
        json: true,
        answer: bankCardApplicationSchema,
      }),
    onSuccess: async (app) => {
      useUserStore.setState({ cardStatus: app.state });
      await queryClient.invalidateQueries({ queryKey: bankCardKey });
    },
  });
}
