import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { OutboxListQuery } from '@zyz/domain';
import type { Executor } from '../../db/client';
import { emailOutbox } from '../../db/schema/index';

/**
 * The outcome of a message sent at once rather than from the queue (a mail with a code, any SMS
 * through the gateway), with how many tries it took and the gateway's id of an accepted SMS.
 */
export async function settleMail(
  db: Executor,
  id: number,
  outcome: (
    { status: 'sent'; sentAt: Date; providerRef?: string } | { status: 'failed'; lastError: string }
  ) & {
    attempts?: number;
  },
) {
  await db.update(emailOutbox).set(outcome).where(eq(emailOutbox.id, id));
}

/**
 * Newest first. The keyword is a whole recipient (a mobile, spaces ignored, or an address in
 * any case): part of one would let a reader of masked numbers find the hidden digits by search.
 */
export async function listOutbox(db: Executor, q: OutboxListQuery) {
  const where: SQL[] = [];
  if (q.channel) where.push(eq(emailOutbox.channel, q.channel));
  if (q.keyword) {
    const recipient = q.keyword.replace(/\s+/g, '').toLowerCase();
    where.push(sql`lower(${emailOutbox.toAddress}) = ${recipient}`);
  }
  const cond = where.length > 0 ? and(...where) : undefined;
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(emailOutbox)
      .where(cond)
      .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
      .limit(q.pageSize)
      .offset((q.pageIndex - 1) * q.pageSize),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(emailOutbox)
      .where(cond),
  ]);
  return { rows, total: count?.total ?? 0 };
}
