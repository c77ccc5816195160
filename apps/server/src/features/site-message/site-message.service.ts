import {
  BizCode,
  type Page,
  type SiteMsg,
  type SiteMsgListQuery,
  type SiteMsgReadQuery,
} from '@zyz/domain';
import type { Deps } from '../../deps';
import { BizError } from '../../lib/biz-error';
import { findMessageActions } from '../account';
import { countUnread, findMessagePage, isOwnMessage, markRead } from './site-message.repository';
import { clock, type Caller } from '../../kernel';

export function createSiteMessageService(deps: Deps) {
  const { db } = deps;

  return {
    async list(caller: Caller, q: SiteMsgListQuery): Promise<Page<SiteMsg>> {
      const page = await findMessagePage(db, caller.subjectId, q);
      const actions = await findMessageActions(
        deps,
        caller.subjectId,
        page.list.map((m) => m.id),
      );
      return {
        list: page.list.map((m) => ({
          siteMsgId: String(m.id),
          title: m.title,
          content: m.content,
          missionId: m.missionId === null ? null : String(m.missionId),
          read: m.readAt !== null,
          createdAt: m.createdAt.toISOString(),
          action: actions.get(m.id) ?? null,
        })),
        total: page.total,
      };
    },

    async unread(caller: Caller) {
      return { unread: await countUnread(db, caller.subjectId) };
    },

    async read(caller: Caller, q: SiteMsgReadQuery) {
      const id = q.siteMsgId ?? null;
      const updated = await markRead(db, caller.subjectId, id, clock.now());
      // Nothing changed: an already read message of one's own is fine; anyone else's (or a
      // made-up id) reads as unknown, so ids of other people's messages reveal nothing.
      if (id !== null && updated === 0 && !(await isOwnMessage(db, caller.subjectId, id)))
        throw new BizError(BizCode.NotFound, '消息不存在');
      return { updated };
    },
  };
}
