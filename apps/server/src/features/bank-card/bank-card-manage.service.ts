import {
  BizCode,
  bankCardStateLabels,
  bankCardTypeLabels,
  chinaWallClock,
  maskIdCard,
  maskMobile,
  type BankCardReveal,
  type BankCardManageDetail,
  type BankCardManageRow,
  type BankCardReviewInput,
  type BankCardState,
  type BankCardType,
} from '@zyz/domain';
import type { Deps } from '../../deps';
import type { VolunteerRow } from '../../db/schema/index';
import type { BankCardApplicationRow } from '../../db/schema/index';
import { BizError } from '../../lib/biz-error';
import type { RequestContext } from '../../lib/request-context';
import { toApplicationDto, type StoredMaterial } from './bank-card-dto';
import {
  findApplicationPage,
  findApplicationWithVolunteer,
  findBatch,
  setCardStatus,
  updateApplication,
} from './bank-card.repository';
import type { BankCardChannel } from './bank-channel';
import { readIdcardPhoto } from './idcard-photos';
import { type Caller, clock, insertAudit, loadStaffScope, staffAuditOf } from '../../kernel';

const notFound = () => new BizError(BizCode.NotFound, '联名卡申请不存在');

/** The batch number: the export time in China time, YYYYMMDDHHmmss. */
const batchNoOf = (d: Date) => chinaWallClock(d).replace(/\D/g, '');

export function createBankCardManageService(deps: Deps, channel: BankCardChannel) {
  const { db, cipher, config } = deps;
  const decrypt = (v: string | null) => (v ? cipher.decrypt(v) : '');

  /** Applications come from the whole province: its federation's staff review them. */
  async function assertProvincialStaff(caller: Caller) {
    const scope = await loadStaffScope(db, caller);
    if (!scope.isFederation || scope.district.parentId !== null)
      throw new BizError(BizCode.Forbidden, '仅省级志愿者联合会工作人员可审核联名卡申请');
    return scope;
  }

  const toRow = (app: BankCardApplicationRow, v: VolunteerRow): BankCardManageRow => ({
    id: String(app.id),
    volunteerNo: v.volunteerNo,
    name: v.name,
    idCardMasked: maskIdCard(decrypt(v.idCardEnc)),
    cardType: app.cardType as BankCardType,
    cardTypeName: bankCardTypeLabels[app.cardType as BankCardType],
    state: app.state as BankCardState,
    stateName: bankCardStateLabels[app.state as BankCardState],
    appliedAt: app.createdAt.toISOString(),
    reviewedAt: app.reviewedAt?.toISOString() ?? null,
    batchNo: app.batchNo,
  });

  return {
    async list(
      caller: Caller,
      q: { state?: string; keyword?: string; pageIndex: number; pageSize: number },
    ) {
      await assertProvincialStaff(caller);
      const { rows, total } = await findApplicationPage(db, q);
      return { list: rows.map((r) => toRow(r.app, r.volunteer)), total };
    },

    async detail(caller: Caller, id: number): Promise<BankCardManageDetail> {
      await assertProvincialStaff(caller);
      const found = await findApplicationWithVolunteer(db, id);
      if (!found) throw notFound();
      const v = found.volunteer;
      const { contact, ...dto } = toApplicationDto(found.app, v.name);
      return {
        ...dto,
        contact: contact && {
          annualIncome: contact.annualIncome,
          contactName: contact.contactName,
          contactRelation: contact.contactRelation,
          contactMobileMasked: maskMobile(contact.contactMobile),
        },
        volunteerNo: v.volunteerNo,
        idCardMasked: maskIdCard(decrypt(v.idCardEnc)),
        mobileMasked: maskMobile(decrypt(v.mobileEnc)),
        gender: v.gender === 'M' ? '男' : v.gender === 'F' ? '女' : '',
        birthday: v.birthday,
      };
    },

    /** The full identity of one applicant, for a reviewer who must compare it with the photos. */
    async reveal(caller: Caller, id: number, ctx: RequestContext): Promise<BankCardReveal> {
      const scope = await assertProvincialStaff(caller);
      const found = await findApplicationWithVolunteer(db, id);
      if (!found) throw notFound();
      const contact = found.app.contact as { contactMobile?: string } | null;
      await insertAudit(db, {
        ...staffAuditOf(scope, ctx),
        action: 'bankcard.reveal',
        target: `volunteer:${found.volunteer.id}`,
        detail: { applicationId: id, fields: ['idCard', 'mobile', 'contactMobile'] },
      });
      return {
        idCard: decrypt(found.volunteer.idCardEnc),
        mobile: decrypt(found.volunteer.mobileEnc),
        contactMobile: contact?.contactMobile ?? null,
      };
    },

    async photo(caller: Caller, id: number, side: 'front' | 'back', ctx: RequestContext) {
      const scope = await assertProvincialStaff(caller);
      const found = await findApplicationWithVolunteer(db, id);
      if (!found) throw notFound();
      // An identity card photo is as personal as the numbers reveal() shows.
      await insertAudit(db, {
        ...staffAuditOf(scope, ctx),
        action: 'bankcard.photo',
        target: `volunteer:${found.volunteer.id}`,
        detail: { applicationId: id, side },
      });
      return readIdcardPhoto(
        config.uploadDir,
        cipher,
        side === 'front' ? found.app.frontFile : found.app.backFile,
      );
    },

    async review(caller: Caller, input: BankCardReviewInput, ctx: RequestContext) {
      const scope = await assertProvincialStaff(caller);
      return db.transaction(async (tx) => {
        const found = await findApplicationWithVolunteer(tx, input.id, true);
        if (!found) throw notFound();
        if (found.app.state !== 'pending')
          throw new BizError(
            BizCode.Conflict,
            `该申请当前为“${bankCardStateLabels[found.app.state as BankCardState]}”，不能再审核`,
          );
        const state: BankCardState =
          input.action === 'approve'
            ? 'approved'
            : input.action === 'reject'
              ? 'rejected'
              : 'photosRequested';
        await updateApplication(tx, input.id, {
          state,
          rejectReason: input.action === 'reject' ? input.reason! : null,
          redoReason: input.action === 'redo' ? input.reason! : null,
          reviewedBy: scope.account.id,
          reviewedAt: clock.now(),
        });
        await setCardStatus(tx, [found.volunteer.id], state);
        await insertAudit(tx, {
          ...staffAuditOf(scope, ctx),
          action: `bankcard.${input.action}`,
          target: `volunteer:${found.volunteer.id}`,
          reason: input.action === 'approve' ? null : input.reason,
          detail: { applicationId: input.id },
        });
        const after = await findApplicationWithVolunteer(tx, input.id);
        return toRow(after!.app, after!.volunteer);
      });
    },

    /**
     * Without a batch number: every approved application not yet sent becomes a new batch,
     * marked 已提交银行 in the same transaction as the file is made. With one: that batch again.
     */
    async exportBatch(caller: Caller, batchNo: string | undefined, ctx: RequestContext) {
      const scope = await assertProvincialStaff(caller);
      return db.transaction(async (tx) => {
        let no = batchNo;
        const rows = await findBatch(tx, batchNo);
        if (rows.length === 0)
          throw new BizError(
            BizCode.NotFound,
            batchNo ? '该批次不存在' : '没有待提交银行的审核通过申请',
          );
        if (!no) {
          const now = clock.now();
          no = batchNoOf(now);
          for (const r of rows)
            await updateApplication(tx, r.app.id, {
              state: 'submitted',
              batchNo: no,
              submittedAt: now,
            });
          await setCardStatus(
            tx,
            rows.map((r) => r.volunteer.id),
            'submitted',
          );
        }
        // The bank needs full values; who sent which applications to it is on record.
        await insertAudit(tx, {
          ...staffAuditOf(scope, ctx),
          action: 'bankcard.export',
          target: `batch:${no}`,
          detail: { applicationIds: rows.map((r) => r.app.id), isRepeat: !!batchNo },
        });
        return channel.deliver(
          no,
          rows.map((r) => ({
            applicationId: r.app.id,
            volunteerNo: r.volunteer.volunteerNo ?? '',
            name: r.volunteer.name,
            gender: r.volunteer.gender === 'M' ? '男' : r.volunteer.gender === 'F' ? '女' : '',
            idCard: decrypt(r.volunteer.idCardEnc),
            mobile: decrypt(r.volunteer.mobileEnc),
            cardType: r.app.cardType as BankCardType,
            material: r.app.material as StoredMaterial,
            contact: r.app.contact as Record<string, string> | null,
            gift: r.app.gift as Record<string, string> | null,
            approvedAt: r.app.reviewedAt,
          })),
        );
      });
    },
  };
}
