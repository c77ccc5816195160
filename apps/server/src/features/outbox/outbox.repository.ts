import { and, desc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type { OutboxListQuery } from '@zyz/domain';
import type { Executor } from '../../db/client';
import { emailOutbox } from '../../db/schema/index';

const escapeLike = (v: string) => v.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Newest first; the keyword matches part of the recipient. */
export async function listOutbox(db: Executor, q: OutboxListQuery) {
  const where: SQL[] = [];
  if (q.channel) where.push(eq(emailOutbox.channel, q.channel));
  if (q.keyword) where.push(ilike(emailOutbox.toAddress, `%${escapeLike(q.keyword)}%`));
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
