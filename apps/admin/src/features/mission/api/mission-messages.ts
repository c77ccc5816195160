import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  messageAudienceSchema,
  missionMessageRowSchema,
  pageSchema,
  sendMissionMessageResultSchema,
  type MessageAudienceState,
  type SendMissionMessagePayload,
} from '@zyz/domain';
import { api } from '../../../lib/api-client';

export interface AudienceQuery {
  missionId: string;
  timesInfoId?: string;
  states: MessageAudienceState[];
}

/** GET …/message/audience: how many would receive it, and how many by e-mail too. */
export function useMessageAudience(q: AudienceQuery, enabled: boolean) {
  return useQuery({
    queryKey: ['mission', 'messageAudience', q],
    queryFn: async () =>
      api.get(
        '/manage/pc/mission/message/audience',
        {
          missionId: q.missionId,
          timesInfoId: q.timesInfoId ?? '',
          states: q.states.join(','),
        },
        messageAudienceSchema,
      ),
    enabled: enabled && q.states.length > 0,
    placeholderData: keepPreviousData,
  });
}

/** GET …/message/list: what was sent about the mission, newest first. */
export function useMissionMessages(missionId: string, pageIndex: number, pageSize = 5) {
  return useQuery({
    queryKey: ['mission', 'messages', missionId, pageIndex, pageSize],
    queryFn: async () =>
      api.get(
        '/manage/pc/mission/message/list',
        {
          missionId,
          pageIndex,
          pageSize,
        },
        pageSchema(missionMessageRowSchema),
      ),
    placeholderData: keepPreviousData,
  });
}

/** POST …/message/send (群发消息). */
export function useSendMissionMessage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (payload: SendMissionMessagePayload) =>
      api.post('/manage/pc/mission/message/send', payload, {
        json: true,
        answer: sendMissionMessageResultSchema,
      }),
    onSuccess: (_, payload) =>
      client.invalidateQueries({ queryKey: ['mission', 'messages', String(payload.missionId)] }),
  });
}
