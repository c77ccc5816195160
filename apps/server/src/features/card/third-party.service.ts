import {
  authCodeLength,
  BizCode,
  chinaMidnight,
  maskIdCard,
  type AuthByThirdQuery,
  type AuthByThirdReport,
  type Grant,
  type GrantCreateInput,
  type GrantCreated,
} from '@zyz/domain';
import type { Deps } from '../../deps';
import { BizError } from '../../lib/biz-error';
import { sha256 } from '../../lib/crypto';
import { newVerifyCode } from '../certificate';
import { findFinalServiceRows } from '../certificate';
import * as repo from './card.repository';
import { clock, type Caller } from '../../kernel';

type GrantRow = Awaited<ReturnType<typeof repo.insertGrant>>;

function toGrant(row: GrantRow, now = clock.now()): Grant {
  const state = row.usedAt
    ? 'used'
    : row.revokedAt
      ? 'revoked'
      : row.expiresAt <= now
        ? 'expired'
        : 'unused';
  return {
    grantId: String(row.id),
    grantee: row.grantee,
    state,
    expiresAt: row.expiresAt.toISOString(),
    usedAt: row.usedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

// One answer for every refusal, so a guesser learns nothing about which part was wrong.
const refused = () =>
  new BizError(BizCode.Forbidden, '授权码无效、已使用或已过期，请向志愿者重新获取授权码');

export function createThirdPartyService({ db, cipher }: Deps) {
  return {
    async create(caller: Caller, input: GrantCreateInput): Promise<GrantCreated> {
      const authCode = newVerifyCode(authCodeLength);
      const row = await repo.insertGrant(db, {
        volunteerId: caller.subjectId,
        codeHash: sha256(authCode),
        grantee: input.grantee,
        expiresAt: new Date(clock.nowMs() + input.validHours * 3_600_000),
      });
      return { ...toGrant(row), authCode };
    },

    async list(caller: Caller, page: { pageIndex: number; pageSize: number }) {
      const { list, total } = await repo.findGrantPage(db, caller.subjectId, page);
      const now = clock.now();
      return { list: list.map((row) => toGrant(row, now)), total };
    },

    async revoke(caller: Caller, grantId: number): Promise<Grant> {
      const row = await repo.revokeGrant(db, caller.subjectId, grantId);
      if (!row) throw new BizError(BizCode.Conflict, '该授权不存在或已使用、已撤销');
      return toGrant(row);
    },

    /** Public: the volunteer's verified hours, once per code. */
    async report(query: AuthByThirdQuery): Promise<AuthByThirdReport> {
      const holder = await repo.findCardHolderByVolunteerNo(db, query.volunteerNo.toUpperCase());
      if (!holder || holder.logoffState !== 'none') throw refused();
      const grant = await repo.consumeGrant(db, sha256(query.authCode), holder.id);
      if (!grant) throw refused();
      const rows = await findFinalServiceRows(
        db,
        holder.id,
        chinaMidnight('2000-01-01'),
        new Date(clock.nowMs() + 60_000),
      );
      return {
        name: holder.name,
        volunteerNo: holder.volunteerNo,
        idCardMasked: holder.idCardEnc ? maskIdCard(cipher.decrypt(holder.idCardEnc)) : '未登记',
        grantee: grant.grantee,
        serviceMinutes: holder.serviceMinutes,
        trainingMinutes: holder.trainingMinutes,
        starLevel: holder.starLevel,
        rows,
        checkedAt: clock.now().toISOString(),
      };
    },
  };
}
