import {
  asSentence,
  BizCode,
  orgTypeLabels,
  regionNameOf,
  type OrgApplication,
  type OrgReviewInput,
  type OrgReviewListQuery,
  type ReviewState,
} from '@zyz/domain';
import type { Deps } from '../../deps';
import { BizError } from '../../lib/biz-error';
import type { RequestContext } from '../../lib/request-context';
import {
  findApplication,
  findApplicationPage,
  recordReview,
  type ApplicationRow,
} from './org-registration.repository';
import type { Outbox } from '../outbox';
import { notifyApplicant } from './notify';
import {
  type Caller,
  insertAudit,
  loadStaffScope,
  staffAuditOf,
  type StaffScope,
} from '../../kernel';

const notFederation = () =>
  new BizError(BizCode.Forbidden, '仅志愿者联合会的工作人员可审核组织注册');
const notFound = () => new BizError(BizCode.NotFound, '注册申请不存在');

const scopeNode = (scope: StaffScope) => ({ id: scope.district.id, path: scope.district.path });

async function reviewerScope(deps: Deps, caller: Caller): Promise<StaffScope> {
  const scope = await loadStaffScope(deps.db, caller);
  if (!scope.isFederation) throw notFederation();
  return scope;
}

export function createReviewService(deps: Deps, outbox: Outbox) {
  const { db, cipher } = deps;

  const toDto = (scope: StaffScope, row: ApplicationRow): OrgApplication => ({
    districtId: String(row.districtId),
    orgName: row.orgName,
    creditCode: row.creditCode,
    orgType: row.profile.orgType,
    orgTypeName: orgTypeLabels[row.profile.orgType as keyof typeof orgTypeLabels] ?? '其他',
    regionCode: row.profile.regionCode,
    regionName: regionNameOf(row.profile.regionCode),
    address: row.profile.address,
    contactName: row.profile.contactName,
    contactMobile: cipher.decrypt(row.profile.contactMobileEnc),
    licenceImage: row.profile.licenceImage,
    loginName: row.loginName ?? '',
    reviewState: row.profile.reviewState as ReviewState,
    rejectReason: row.profile.rejectReason,
    appliedAt: row.profile.appliedAt.toISOString(),
    reviewedAt: row.profile.reviewedAt?.toISOString() ?? null,
    parentName: row.parentName,
    reviewerName: row.reviewerName ?? row.parentName,
    canReview: Number(row.reviewerId) === scope.district.id,
  });

  /**
   * Every federation above an application sees it; only its reviewer (the nearest staffed node
   * from the parent up) decides it. Siblings and other branches do not learn it exists.
   */
  const isVisible = (scope: StaffScope, row: ApplicationRow | null): row is ApplicationRow =>
    row !== null &&
    row.profile.reviewState !== 'none' &&
    row.districtId !== scope.district.id &&
    scope.district.path !== '' &&
    row.path.startsWith(scope.district.path);

  async function visibleApplication(scope: StaffScope, districtId: number) {
    const row = await findApplication(db, districtId);
    if (!isVisible(scope, row)) throw notFound();
    return row;
  }

  return {
    async list(caller: Caller, q: OrgReviewListQuery) {
      const scope = await reviewerScope(deps, caller);
      // A node without its tree path has no subtree to show (and '' would prefix every node).
      if (scope.district.path === '') return { list: [], total: 0 };
      const page = await findApplicationPage(db, scopeNode(scope), q);
      return { list: page.list.map((row) => toDto(scope, row)), total: page.total };
    },

    async detail(caller: Caller, districtId: number) {
      const scope = await reviewerScope(deps, caller);
      return toDto(scope, await visibleApplication(scope, districtId));
    },

    async audit(caller: Caller, input: OrgReviewInput, ctx: RequestContext) {
      const scope = await reviewerScope(deps, caller);
      const reason = input.approve ? null : (input.reason ?? null);
      const row = await db.transaction(async (tx) => {
        const found = await findApplication(tx, input.districtId, true);
        if (!isVisible(scope, found)) throw notFound();
        if (Number(found.reviewerId) !== scope.district.id)
          throw new BizError(
            BizCode.Forbidden,
            `该申请由${found.reviewerName ?? found.parentName}审核，本会可查看但不能审核`,
          );
        if (found.profile.reviewState !== 'pending')
          throw new BizError(BizCode.Conflict, '该申请已审核，请刷新后查看');
        await recordReview(tx, found.districtId, {
          approved: input.approve,
          reason,
          reviewerId: scope.account.id,
        });
        await insertAudit(tx, {
          ...staffAuditOf(scope, ctx),
          // The applying organisation's node: the reviewer and the organisation both see it.
          districtPath: found.path,
          action: input.approve ? 'org.approve' : 'org.reject',
          target: found.orgName,
          reason,
          detail: { districtId: found.districtId, ...(reason ? { reason } : {}) },
        });
        return found;
      });
      const mobile = cipher.decrypt(row.profile.contactMobileEnc);
      await notifyApplicant(
        deps,
        outbox,
        mobile,
        input.approve
          ? `您的组织「${row.orgName}」注册申请已通过${scope.district.name}审核，` +
              `请使用账号 ${row.loginName ?? ''} 登录组织管理后台。`
          : `很抱歉，您的组织「${row.orgName}」注册申请未通过审核，原因：${asSentence(reason)}` +
              `请修改后重新提交注册。`,
        input.approve
          ? {
              kind: 'orgApproved',
              params: {
                org: row.orgName,
                reviewer: scope.district.name,
                login: row.loginName ?? '',
              },
            }
          : { kind: 'orgRejected', params: { org: row.orgName, reason: reason ?? '' } },
      );
      return toDto(scope, await visibleApplication(scope, row.districtId));
    },
  };
}
