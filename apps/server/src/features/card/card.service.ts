import {
  BizCode,
  cardCheckPagePath,
  isWellFormedVerifyCode,
  maskName,
  toChinaCalendarDate,
  type CardCheck,
  type VolunteerCard,
} from '@zyz/domain';
import type { Deps } from '../../deps';
import { BizError } from '../../lib/biz-error';
import { newVerifyCode } from '../certificate';
import * as repo from './card.repository';
import { renderCardPng } from './card-image';
import { type Caller, unauthorized } from '../../kernel';

const invalid = (reason: string): CardCheck => ({
  valid: false,
  reason,
  name: null,
  volunteerNo: null,
  starLevel: null,
  organisation: null,
  registeredYear: null,
});

export function createCardService({ db, config }: Deps) {
  /** The caller's card, making its check code on first view. */
  async function loadOwnCard(caller: Caller) {
    const holder = await repo.findCardHolder(db, caller.subjectId);
    if (!holder || holder.logoffState === 'anonymised') throw unauthorized();
    if (holder.logoffState !== 'none') {
      throw new BizError(BizCode.Forbidden, '账号注销申请处理中，志愿者证已停用');
    }
    const checkCode =
      holder.checkCode ?? (await repo.ensureCardCode(db, holder.id, newVerifyCode()));
    return { ...holder, checkCode };
  }

  return {
    async getCard(caller: Caller): Promise<VolunteerCard> {
      const card = await loadOwnCard(caller);
      return {
        name: card.name,
        volunteerNo: card.volunteerNo,
        avatar: card.avatar,
        starLevel: card.starLevel,
        serviceMinutes: card.serviceMinutes,
        organisation: card.organisation,
        registeredAt: card.createdAt.toISOString(),
        checkCode: card.checkCode,
      };
    },

    /** A lost card: a new code, so the old print's QR code reads as invalid. */
    async renew(caller: Caller): Promise<VolunteerCard> {
      await loadOwnCard(caller);
      await repo.replaceCardCode(db, caller.subjectId, newVerifyCode());
      return this.getCard(caller);
    },

    async image(caller: Caller, origin: string) {
      const card = await loadOwnCard(caller);
      const png = await renderCardPng({
        ...card,
        checkUrl: `${origin}${cardCheckPagePath(card.checkCode)}`,
        uploadDir: config.uploadDir,
      });
      return { png, fileName: `志愿者证-${card.volunteerNo}.png` };
    },

    /** Public: validity and the fields printed on the card, name masked. */
    async check(rawCode: string | undefined): Promise<CardCheck> {
      const code = (rawCode ?? '').trim().toUpperCase();
      if (code === '') throw new BizError(BizCode.InvalidInput, '请提供志愿者证查验码');
      if (!isWellFormedVerifyCode(code)) return invalid('查验码无效，该志愿者证不是本平台签发');
      const holder = await repo.findCardHolderByCheckCode(db, code);
      if (!holder) return invalid('查验码无效或志愿者证已补办，请以最新志愿者证为准');
      if (holder.logoffState !== 'none') return invalid('该志愿者账号已注销，志愿者证失效');
      return {
        valid: true,
        reason: null,
        name: maskName(holder.name),
        volunteerNo: holder.volunteerNo,
        starLevel: holder.starLevel,
        organisation: holder.organisation,
        registeredYear: toChinaCalendarDate(holder.createdAt).year,
      };
    },
  };
}
