import { districtChildListSchema } from '@zyz/domain';
import { api } from '../../../lib/api-client';

/** One node of the organisation tree, as GET /home/index/district/children answers it. */
export interface DistrictChild {
  districtId: string;
  name: string;
  level: number;
  hasChildren: boolean;
}

/**
 * GET /home/index/district/children?parentId=: one level below a node. Called only when the
 * organiser opens a node, so an organisation (a leaf) never calls it.
 */
export async function getDistrictChildren(parentId: string): Promise<DistrictChild[]> {
  return api.get('/home/index/district/children', { parentId }, districtChildListSchema);
}
