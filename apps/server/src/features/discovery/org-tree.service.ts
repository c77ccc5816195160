import {
  BizCode,
  type DistrictChild,
  type ListOrgQuery,
  type OrgListItem,
  type Page,
} from '@zyz/domain';
import type { Deps } from '../../deps';
import { BizError } from '../../lib/biz-error';
import { findChildren, findOrgPage } from './org-tree.repository';
import { findDistrictById } from '../../kernel';

const unknownParent = () => new BizError(BizCode.NotFound, '上级组织不存在');

export function createOrgTreeService(deps: Deps) {
  // Public reads only, each fine a second old: the standby when there is one.
  const db = deps.readDb;

  async function activeNode(id: number) {
    const node = await findDistrictById(db, id);
    if (!node || node.status !== 'active') throw unknownParent();
    return node;
  }

  return {
    async listOrg(q: ListOrgQuery): Promise<Page<OrgListItem>> {
      const under = q.parentId ? await activeNode(q.parentId) : undefined;
      const page = await findOrgPage(db, q, under);
      return {
        list: page.list.map((r) => ({
          districtId: String(r.id),
          name: r.name,
          level: r.level,
          parentName: r.parentName,
          missionCount: r.missionCount,
        })),
        total: page.total,
      };
    },

    async children(parentId: number | undefined): Promise<DistrictChild[]> {
      if (parentId) await activeNode(parentId);
      const rows = await findChildren(db, parentId ?? null);
      return rows.map((r) => ({
        districtId: String(r.id),
        name: r.name,
        level: r.level,
        hasChildren: r.hasChildren,
      }));
    },
  };
}
