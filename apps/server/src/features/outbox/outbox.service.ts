import { maskEmail, maskMobile, type OutboxItem, type OutboxListQuery } from '@zyz/domain';
import type { Deps } from '../../deps';
import { loadProvinceScope, type Caller } from '../../kernel';
import { listOutbox } from './outbox.repository';

// Every notice of the province is in here: the provincial federation's staff only.
const provinceOnly = '仅省级志愿者联合会管理员可查看发件箱';

/**
 * A code in a row kept before the outbox blanked secrets as it records them (outbox.ts): what
 * the console shows carries no code, whenever its row was written.
 */
const blankCodes = (text: string) =>
  text.replace(/(验证码\s*[:：]\s*)\d{4,8}/g, (_, label: string) => `${label}******`);

export function createOutboxService(deps: Deps) {
  const { db } = deps;
  return {
    /**
     * What the platform said to whom, for support ("did my code go?"): recipients masked and
     * codes blanked, so the page lets nobody sign in as, or recover, someone else's account.
     * The keyword must name a whole recipient, so masked numbers cannot be filled in by search.
     */
    async list(
      caller: Caller,
      query: OutboxListQuery,
    ): Promise<{ list: OutboxItem[]; total: number }> {
      await loadProvinceScope(db, caller, provinceOnly);
      const { rows, total } = await listOutbox(db, query);
      const list = rows.map((r): OutboxItem => {
        const channel = r.channel === 'sms' ? 'sms' : 'email';
        return {
          id: String(r.id),
          channel,
          to: channel === 'sms' ? maskMobile(r.toAddress) : maskEmail(r.toAddress),
          subject: r.subject,
          text: blankCodes(r.body),
          status: r.status,
          createdAt: r.createdAt.toISOString(),
          sentAt: r.sentAt ? r.sentAt.toISOString() : null,
        };
      });
      return { list, total };
    },
  };
}
