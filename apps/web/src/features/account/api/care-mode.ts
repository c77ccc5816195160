import { careModeSchema, type CareModeInput } from '@zyz/domain';
import { api } from '../../../lib/api-client';

/** Keeps 关怀模式 on the volunteer's account, for every device they sign in on. */
export function saveCareMode(isOn: boolean): Promise<CareModeInput> {
  return api.post(
    '/volunteer/center/userInfo/careMode',
    { careMode: isOn },
    { answer: careModeSchema },
  );
}
