import { noDataSchema, UserType } from '@zyz/domain';
import { api, orgApi } from '../../../lib/api-client';

/** Revokes the presented token; the organisation session logs out with its own token. */
export function logoutSession(type: UserType | null): Promise<null> {
  const client = type === UserType.Organizer ? orgApi : api;
  return client.get('/auth/login/loginOut', undefined, noDataSchema);
}
