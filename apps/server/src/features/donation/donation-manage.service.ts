import {
  BizCode,
  type DonationListQuery,
  type DonationManageRow,
  type DonationSaveInput,
  type DonationVoidInput,
} from '@zyz/domain';
import type { Deps } from '../../deps';
import { BizError } from '../../lib/biz-error';
import { chinaDateString } from '@zyz/domain';
import * as repo from './donation.repository';
import { toManageRow } from './donation-dto';
import { clock, findVolunteersTiedTo, isInScope, loadStaffScope, type Caller } from '../../kernel';

/**
 * The one refusal for a donor who cannot be named: a number and name that do not match, or a
 * volunteer with no tie to the organisation (kernel/volunteer-ties.repository.ts).
 */
const unknownDonor =
  '未找到可由本组织登记的捐赠人：请核对志愿者编号与姓名，捐赠人须为本组织（含下级组织）的成员或活动报名者';

/**
 * Organisers record donations for their own node and see their subtree's. A donation lands in
 * the volunteer's own record and certificate, so only volunteers tied to the organiser's
 * subtree may be named: no organisation writes into a stranger's record.
 */
export function createDonationManageService({ db }: Deps) {
  return {
    async save(caller: Caller, input: DonationSaveInput): Promise<DonationManageRow> {
      const scope = await loadStaffScope(db, caller);
      if (input.donatedOn > chinaDateString(clock.now())) {
        throw new BizError(BizCode.InvalidInput, '捐赠日期不能晚于今天');
      }
      const donor = await repo.findVolunteerByNo(db, input.volunteerNo);
      // One message for all: staff learn nothing about a number whose holder they cannot name,
      // nor whether a volunteer with no tie to them exists.
      const isNameable =
        donor !== null &&
        donor.logoffState !== 'anonymised' &&
        donor.name === input.donorName &&
        (await findVolunteersTiedTo(db, scope, [donor.id])).has(donor.id);
      if (!isNameable) throw new BizError(BizCode.NotFound, unknownDonor);
      const id = await repo.insertDonation(db, {
        districtId: scope.districtId,
        districtPath: scope.path,
        volunteerId: donor.id,
        kind: input.kind,
        amountFen: input.amount ?? null,
        goodsName: input.kind === 'goods' ? input.goodsName! : null,
        goodsQuantity: input.kind === 'goods' ? (input.goodsQuantity ?? null) : null,
        donatedOn: input.donatedOn,
        purpose: input.purpose,
        createdBy: scope.accountId,
      });
      return toManageRow((await repo.findById(db, id))!);
    },

    async list(caller: Caller, query: DonationListQuery) {
      const scope = await loadStaffScope(db, caller);
      const { list, total } = await repo.findPageInScope(db, scope.path, query);
      return { list: list.map(toManageRow), total };
    },

    /** An entry made in error: kept, marked void; an issued certificate then verifies as void. */
    async void(caller: Caller, input: DonationVoidInput): Promise<DonationManageRow> {
      const scope = await loadStaffScope(db, caller);
      const row = await repo.findById(db, input.donationId);
      if (!row) throw new BizError(BizCode.NotFound, '捐赠记录不存在');
      if (!isInScope(scope, row.donation.districtPath)) {
        throw new BizError(BizCode.Forbidden, '无权操作其他组织登记的捐赠');
      }
      if (!(await repo.voidDonation(db, row.donation.id, input.reason))) {
        throw new BizError(BizCode.Conflict, '该捐赠记录已作废');
      }
      return toManageRow((await repo.findById(db, row.donation.id))!);
    },
  };
}
