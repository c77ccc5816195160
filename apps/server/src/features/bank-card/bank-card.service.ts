import {
  BizCode,
  DistrictLevel,
  bankCardAgeLimits,
  bankCardTypeLabels,
  maskIdCard,
  maskMobile,
  openBankCardStates,
  parseIdCard,
  type BankCardApplyInput,
  type BankCardApplyState,
  type BankCardState,
  type BankCardType,
  type BankCardUserDetail,
} from '@zyz/domain';
import type { Deps } from '../../deps';
import type { VolunteerRow } from '../../db/schema/index';
import { bankCardApplications } from '../../db/schema/index';
import { BizError } from '../../lib/biz-error';
import { violatedUniqueIndex } from '../../lib/unique-violation';
import { findNamePaths } from '../../db/district-names';
import { findVolunteerById } from '../volunteer';
import { toApplicationDto, type StoredMaterial } from './bank-card-dto';
import {
  findLatestApplication,
  findPhotos,
  savePhotos,
  setCardStatus,
  updateApplication,
} from './bank-card.repository';
import { readIdcardPhoto } from './idcard-photos';
import { type Caller, clock, findDistrictById, unauthorized } from '../../kernel';

const openApplication = () =>
  new BizError(BizCode.Conflict, '您已有一份进行中的联名卡申请，请等待审核结果');

/** Why this volunteer may not apply for this card now, or null. Age comes from the ID number. */
export function ineligibleReason(
  row: VolunteerRow,
  idCard: string | null,
  cardType: BankCardType | null,
  today = clock.now(),
): string | null {
  if (row.logoffState !== 'none') return '账号已申请注销，无法申领联名卡';
  const info = idCard ? parseIdCard(idCard, today) : null;
  if (!info || !row.name) return '请先完成实名认证（填写真实姓名和有效的居民身份证号码）后再申领';
  const limits = cardType ? [bankCardAgeLimits[cardType]] : Object.values(bankCardAgeLimits);
  const min = Math.min(...limits.map((l) => l.min));
  const max = Math.max(...limits.map((l) => l.max));
  if (info.age < min)
    return `${cardType ? bankCardTypeLabels[cardType] : '联名卡'}仅限年满${min}周岁的志愿者申领（您现在${info.age}周岁）`;
  if (info.age > max)
    return `${cardType ? bankCardTypeLabels[cardType] : '联名卡'}仅限${max}周岁及以下的志愿者申领（您现在${info.age}周岁）`;
  return null;
}

export function createBankCardService(deps: Deps) {
  const { db, cipher, config } = deps;

  async function loadOwn(caller: Caller) {
    const row = await findVolunteerById(db, caller.subjectId);
    if (!row || row.logoffState === 'anonymised') throw unauthorized();
    const idCard = row.idCardEnc ? cipher.decrypt(row.idCardEnc) : null;
    return { row, idCard };
  }

  async function picState(volunteerId: number) {
    const photos = await findPhotos(db, volunteerId);
    return { front: !!photos?.frontFile, back: !!photos?.backFile };
  }

  return {
    async userDetail(caller: Caller): Promise<BankCardUserDetail> {
      const { row, idCard } = await loadOwn(caller);
      const info = idCard ? parseIdCard(idCard) : null;
      const gender = info?.gender ?? (row.gender === 'M' || row.gender === 'F' ? row.gender : null);
      return {
        name: row.name,
        gender,
        genderName: gender === 'M' ? '男' : gender === 'F' ? '女' : '未填写',
        birthday: info?.birthDay ?? row.birthday,
        age: info?.age ?? null,
        idCardMasked: idCard ? maskIdCard(idCard) : '未填写',
        mobileMasked: row.mobileEnc ? maskMobile(cipher.decrypt(row.mobileEnc)) : '未填写',
        email: row.email,
        volunteerNo: row.volunteerNo,
      };
    },

    async applyState(caller: Caller): Promise<BankCardApplyState> {
      const { row, idCard } = await loadOwn(caller);
      const latest = await findLatestApplication(db, row.id);
      const open = latest && openBankCardStates.includes(latest.state as BankCardState);
      const reason = open ? '您已有一份进行中的联名卡申请' : ineligibleReason(row, idCard, null);
      return {
        application: latest ? toApplicationDto(latest, row.name) : null,
        canApply: reason === null,
        reason,
        hasIdcardPic: await picState(row.id),
      };
    },

    inspectHasIdcardPic: (caller: Caller) => picState(caller.subjectId),

    /**
     * Stores the sent sides. When staff asked for new photos, the open application takes them
     * and goes back to review.
     */
    async redoPhotos(caller: Caller, files: { frontFile?: string; backFile?: string }) {
      const { row } = await loadOwn(caller);
      return db.transaction(async (tx) => {
        await savePhotos(tx, row.id, files);
        const latest = await findLatestApplication(tx, row.id, true);
        if (latest?.state === 'photosRequested') {
          const photos = (await findPhotos(tx, row.id))!;
          await updateApplication(tx, latest.id, {
            state: 'pending',
            frontFile: photos.frontFile!,
            backFile: photos.backFile!,
          });
          await setCardStatus(tx, [row.id], 'pending');
        }
        const photos = await findPhotos(tx, row.id);
        return { front: !!photos?.frontFile, back: !!photos?.backFile };
      });
    },

    async ownPhoto(caller: Caller, side: 'front' | 'back') {
      const photos = await findPhotos(db, caller.subjectId);
      const file = side === 'front' ? photos?.frontFile : photos?.backFile;
      if (!file) throw new BizError(BizCode.NotFound, '尚未上传该面证件照片');
      return readIdcardPhoto(config.uploadDir, cipher, file);
    },

    async apply(caller: Caller, input: BankCardApplyInput) {
      const { row, idCard } = await loadOwn(caller);
      const reason = ineligibleReason(row, idCard, input.cardType);
      if (reason) throw new BizError(BizCode.InvalidInput, reason);
      const district = await findDistrictById(db, Number(input.material.districtId));
      if (!district || district.level > DistrictLevel.County)
        throw new BizError(BizCode.InvalidInput, '请选择居住的省、市、区县');
      const photos = await findPhotos(db, row.id);
      if (!photos?.frontFile || !photos.backFile)
        throw new BizError(BizCode.InvalidInput, '请上传身份证正面和反面照片');
      const names = await findNamePaths(db, [district.path]);
      const material: StoredMaterial = {
        ...input.material,
        districtId: String(district.id),
        // The tree's nodes are federations named after their area: "广东省 广州市 天河区".
        districtName: (names.get(district.path) ?? district.name)
          .split(' / ')
          .map((n) => n.replace(/志愿者联合会$/, ''))
          .join(' '),
      };
      try {
        return await db.transaction(async (tx) => {
          const latest = await findLatestApplication(tx, row.id, true);
          if (latest && openBankCardStates.includes(latest.state as BankCardState))
            throw openApplication();
          const [created] = await tx
            .insert(bankCardApplications)
            .values({
              volunteerId: row.id,
              cardType: input.cardType,
              material,
              contact: input.cardType === 'credit' ? input.contact : null,
              gift: input.cardType === 'debit' ? input.gift : null,
              frontFile: photos.frontFile!,
              backFile: photos.backFile!,
            })
            .returning();
          await setCardStatus(tx, [row.id], 'pending');
          return toApplicationDto(created!, row.name);
        });
      } catch (err) {
        if (violatedUniqueIndex(err) !== null) throw openApplication();
        throw err;
      }
    },
  };
}
