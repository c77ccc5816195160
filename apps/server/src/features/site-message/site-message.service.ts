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
import type { Executor } from '../../db/client';
import {
  countUnread,
  findMessagePage,
  insertSiteMessages,
  isOwnMessage,
  markRead,
  type SiteMessage,
} from './site-message.repository';
import { clock, type Caller } from '../../kernel';

/**
 * Site messages: the owner reads theirs, and the features whose acts concern a volunteer
 * (applications, joins, group messages, reminders, objections) leave one through `send`.
 */
export function createSiteMessageService(deps: Deps) {
  const { db } = deps;

  return {
    /** Written in the caller's transaction, so a message exists exactly when its cause does. */
    send(tx: Executor, messages: SiteMessage[]): Promise<void> {
      return insertSiteMessages(tx, messages);
    },

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

export type SiteMessageService = ReturnType<typeof createSiteMessageService>;
/** What another feature needs to leave a volunteer a message. */
export type SiteMessageSender = Pick<SiteMessageService, 'send'>;
