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
import type { App } from '../../app';
import { BizError } from '../../lib/biz-error';
import type { Caller } from '../../plugins/auth';
import type { RequestContext } from '../../lib/request-context';
import { insertAudit } from '../auth/account.repository';
import { loadStaffScope, type StaffScope } from '../org-staff/staff-scope';
import {
  findApplication,
  findApplicationPage,
  recordReview,
  type ApplicationRow,
} from './org-registration.repository';
import { notifyApplicant } from './notify';

const notFederation = () =>
  new BizError(BizCode.Forbidden, '仅志愿者联合会的工作人员可审核组织注册');
const notFound = () => new BizError(BizCode.NotFound, '注册申请不存在');

async function reviewerScope(app: App, caller: Caller): Promise<StaffScope> {
  const scope = await loadStaffScope(app.deps.db, caller);
  if (!scope.isFederation) throw notFederation();
  return scope;
}

export function createReviewService(app: App) {
  const { db, cipher } = app.deps;

  const toDto = (row: ApplicationRow): OrgApplication => ({
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
  });

  /** Only the node the organisation registered under reviews it, not its ancestors or siblings. */
  async function ownApplication(scope: StaffScope, districtId: number, forUpdate = false) {
    const row = await findApplication(db, districtId, forUpdate);
    if (!row || row.parentId !== scope.district.id || row.profile.reviewState === 'none')
      throw notFound();
    return row;
  }

  return {
    async list(caller: Caller, q: OrgReviewListQuery) {
      const scope = await reviewerScope(app, caller);
      const page = await findApplicationPage(db, scope.district.id, q);
      return { list: page.list.map(toDto), total: page.total };
    },

    async detail(caller: Caller, districtId: number) {
      const scope = await reviewerScope(app, caller);
      return toDto(await ownApplication(scope, districtId));
    },

    async audit(caller: Caller, input: OrgReviewInput, ctx: RequestContext) {
      const scope = await reviewerScope(app, caller);
      const reason = input.approve ? null : (input.reason ?? null);
      const row = await db.transaction(async (tx) => {
        const found = await findApplication(tx, input.districtId, true);
        if (!found || found.parentId !== scope.district.id || found.profile.reviewState === 'none')
          throw notFound();
        if (found.profile.reviewState !== 'pending')
          throw new BizError(BizCode.Conflict, '该申请已审核，请刷新后查看');
        await recordReview(tx, found.districtId, {
          approved: input.approve,
          reason,
          reviewerId: scope.account.id,
        });
        await insertAudit(tx, {
          actorKind: 'org',
          actorId: scope.account.id,
          action: input.approve ? 'org.approve' : 'org.reject',
          target: found.orgName,
          ip: ctx.ip,
          detail: { districtId: found.districtId, ...(reason ? { reason } : {}) },
        });
        return found;
      });
      const mobile = cipher.decrypt(row.profile.contactMobileEnc);
      await notifyApplicant(
        app,
        mobile,
        input.approve
          ? `您的组织「${row.orgName}」注册申请已通过${scope.district.name}审核，` +
              `请使用账号 ${row.loginName ?? ''} 登录组织管理后台。`
          : `很抱歉，您的组织「${row.orgName}」注册申请未通过审核，原因：${asSentence(reason)}` +
              `请修改后重新提交注册。`,
      );
      const updated = await ownApplication(scope, row.districtId);
      return toDto(updated);
    },
  };
}
