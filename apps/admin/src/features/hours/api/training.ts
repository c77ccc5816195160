import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { pageSchema, trainingRowSchema, type Page, type TrainingRow } from '@zyz/domain';
import { api } from '../../../lib/api-client';

const trainingPageSchema = pageSchema(trainingRowSchema);

/** GET /manage/pc/serviceRecord/getTrainingList: what this organisation (and below) recorded. */
export async function getTrainingList(query: {
  pageIndex: number;
  pageSize: number;
}): Promise<Page<TrainingRow>> {
  return trainingPageSchema.parse(
    await api.get<unknown>('/manage/pc/serviceRecord/getTrainingList', query),
  );
}

export function useTrainingList(query: { pageIndex: number; pageSize: number }) {
  return useQuery({
    queryKey: ['hours', 'training', query],
    queryFn: () => getTrainingList(query),
    placeholderData: keepPreviousData,
  });
}

export interface AddTrainingInput {
  userids: string[];
  mobiles: string[];
  /** China wall clock 'YYYY-MM-DD HH:mm'. */
  date: string;
  minutes: number;
  title: string;
}

/** POST /manage/pc/serviceRecord/addTraining: all named volunteers or none. */
export async function addTraining(input: AddTrainingInput): Promise<{ created: number }> {
  return api.post<{ created: number }>('/manage/pc/serviceRecord/addTraining', input);
}

export function useAddTraining() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: addTraining,
    onSettled: () => client.invalidateQueries({ queryKey: ['hours', 'training'] }),
  });
}
