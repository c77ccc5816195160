import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  addTrainingResultSchema,
  pageSchema,
  trainingRowSchema,
  type Page,
  type TrainingRow,
} from '@zyz/domain';
import { api } from '../../../lib/api-client';

/** GET /manage/pc/serviceRecord/getTrainingList: what this organisation (and below) recorded. */
export async function getTrainingList(query: {
  pageIndex: number;
  pageSize: number;
}): Promise<Page<TrainingRow>> {
  return api.get('/manage/pc/serviceRecord/getTrainingList', query, pageSchema(trainingRowSchema));
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
  return api.post('/manage/pc/serviceRecord/addTraining', input, {
    answer: addTrainingResultSchema,
  });
}

export function useAddTraining() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: addTraining,
    onSettled: () => client.invalidateQueries({ queryKey: ['hours', 'training'] }),
  });
}
