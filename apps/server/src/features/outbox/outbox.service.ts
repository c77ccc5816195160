import type { OutboxItem, OutboxListQuery } from '@zyz/domain';
import type { Deps } from '../../deps';
import { loadProvinceScope, type Caller } from '../../kernel';
import { listOutbox } from './outbox.repository';

// Every code and notice of the province is in here: the provincial federation's staff only.
const provinceOnly = '仅省级志愿者联合会管理员可查看发件箱';

export function createOutboxService(deps: Deps) {
  const { db } = deps;
  return {
    async list(
      caller: Caller,
      query: OutboxListQuery,
    ): Promise<{ list: OutboxItem[]; total: number }> {
      await loadProvinceScope(db, caller, provinceOnly);
      const { rows, total } = await listOutbox(db, query);
      const list = rows.map((r): OutboxItem => ({
        id: String(r.id),
        channel: r.channel === 'sms' ? 'sms' : 'email',
        to: r.toAddress,
        subject: r.subject,
        text: r.body,
        status: r.status,
        createdAt: r.createdAt.toISOString(),
        sentAt: r.sentAt ? r.sentAt.toISOString() : null,
      }));
      return { list, total };
    },
  };
}
