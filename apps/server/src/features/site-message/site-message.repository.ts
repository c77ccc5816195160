import { and, count, desc, eq, isNotNull, isNull, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { siteMessages } from '../../db/schema/index';

export async function findMessagePage(
  db: Executor,
  volunteerId: number,
  q: { read?: '0' | '1'; pageIndex: number; pageSize: number },
) {
  const readFilter: SQL | undefined =
    q.read === '0'
      ? isNull(siteMessages.readAt)
      : q.read === '1'
        ? isNotNull(siteMessages.readAt)
        : undefined;
  const condition = and(eq(siteMessages.volunteerId, volunteerId), readFilter);
  const [list, [total]] = await Promise.all([
    db
      .select()
      .from(siteMessages)
      .where(condition)
      .orderBy(desc(siteMessages.createdAt), desc(siteMessages.id))
      .limit(q.pageSize)
      .offset((q.pageIndex - 1) * q.pageSize),
    db.select({ n: count() }).from(siteMessages).where(condition),
  ]);
  return { list, total: total?.n ?? 0 };
}

export async function countUnread(db: Executor, volunteerId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(siteMessages)
    .where(and(eq(siteMessages.volunteerId, volunteerId), isNull(siteMessages.readAt)));
  return row?.n ?? 0;
}

/** Marks the volunteer's unread messages read (one, or all when `id` is null); answers how many. */
export async function markRead(
  db: Executor,
  volunteerId: number,
  id: number | null,
  at: Date,
): Promise<number> {
  const rows = await db
    .update(siteMessages)
    .set({ readAt: at })
    .where(
      and(
        eq(siteMessages.volunteerId, volunteerId),
        isNull(siteMessages.readAt),
        id === null ? undefined : eq(siteMessages.id, id),
      ),
    )
    .returning({ id: siteMessages.id });
  return rows.length;
}

export async function isOwnMessage(db: Executor, volunteerId: number, id: number) {
  const [row] = await db
    .select({ id: siteMessages.id })
    .from(siteMessages)
    .where(and(eq(siteMessages.id, id), eq(siteMessages.volunteerId, volunteerId)))
    .limit(1);
  return !!row;
}

/** A message left for one volunteer. */
export interface SiteMessage {
  volunteerId: number;
  title: string;
  content: string;
  /** The mission it is about; the portal links the message to it. */
  missionId?: number | null;
}

export async function insertSiteMessages(db: Executor, messages: SiteMessage[]): Promise<void> {
  if (messages.length === 0) return;
  await db.insert(siteMessages).values(messages);
}
