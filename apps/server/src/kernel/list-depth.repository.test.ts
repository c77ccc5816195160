import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { bigint, pgTable } from 'drizzle-orm/pg-core';
import { formatListTotal, listDepth } from '@zyz/domain';
import { createTestDeps } from '../../test/test-app';
import type { Deps } from '../deps';
import { countUpToDepth, plannedRows } from './list-depth.repository';

let deps: Deps;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ deps, close } = await createTestDeps());
});
afterAll(() => close());

// A table of this transaction alone: the test databases are shared by every test file on
// PostgreSQL, and thousands of extra missions would change what other files list.
const numbers = pgTable('depth_numbers', { n: bigint('n', { mode: 'number' }) });

async function countOf(rows: number, where?: ReturnType<typeof sql>) {
  return deps.db.transaction(async (tx) => {
    await tx.execute(sql`create temp table depth_numbers (n bigint) on commit drop`);
    await tx.execute(sql`insert into depth_numbers select generate_series(1, ${rows})`);
    await tx.execute(sql`analyze depth_numbers`);
    return countUpToDepth(tx, numbers, where);
  });
}

describe('countUpToDepth', () => {
  it("reads the planner's estimate of a filtered query, with its parameters", async () => {
    const estimate = await deps.db.transaction(async (tx) => {
      await tx.execute(sql`create temp table depth_numbers (n bigint) on commit drop`);
      await tx.execute(sql`insert into depth_numbers select generate_series(1, 20000)`);
      await tx.execute(sql`analyze depth_numbers`);
      return plannedRows(
        tx,
        tx
          .select()
          .from(numbers)
          .where(sql`n > ${15000}`),
      );
    });
    // Statistics, not a count: near the 5,000 rows that match.
    expect(estimate).toBeGreaterThan(3_000);
    expect(estimate).toBeLessThan(8_000);
  });

  it('counts exactly up to the depth', async () => {
    expect(await countOf(37)).toBe(37);
    expect(await countOf(listDepth)).toBe(listDepth);
    expect(await countOf(listDepth * 3, sql`n % 5 = 0`)).toBe((listDepth * 3) / 5);
  });

  it(`stops one past the depth, which reads "${listDepth}+"`, async () => {
    // Counted (the planner expects 3,000) and estimated (it expects 20,000): the same answer.
    expect(await countOf(listDepth * 20)).toBe(listDepth + 1);
    const total = await countOf(listDepth * 3);
    expect(total).toBe(listDepth + 1);
    expect(formatListTotal(total)).toBe(`${listDepth}+`);
    expect(formatListTotal(listDepth)).toBe(String(listDepth));
  });

  it('keeps a total past the depth for a filter set, and only that one, under its key', async () => {
    const total = await deps.db.transaction(async (tx) => {
      await tx.execute(sql`create temp table depth_numbers (n bigint) on commit drop`);
      await tx.execute(sql`insert into depth_numbers select generate_series(1, ${listDepth * 2})`);
      await tx.execute(sql`analyze depth_numbers`);
      const first = await countUpToDepth(tx, numbers, undefined, 'every number');
      await tx.execute(sql`delete from depth_numbers where n > 10`);
      return {
        first,
        kept: await countUpToDepth(tx, numbers, undefined, 'every number'),
        otherKey: await countUpToDepth(tx, numbers, undefined, 'another filter set'),
        noKey: await countUpToDepth(tx, numbers, undefined),
      };
    });
    expect(total).toEqual({ first: listDepth + 1, kept: listDepth + 1, otherKey: 10, noKey: 10 });
  });

  it('does not keep a total within the depth: it changes with every write', async () => {
    const totals = await deps.db.transaction(async (tx) => {
      await tx.execute(sql`create temp table depth_numbers (n bigint) on commit drop`);
      await tx.execute(sql`insert into depth_numbers select generate_series(1, 30)`);
      const before = await countUpToDepth(tx, numbers, undefined, 'small scope');
      await tx.execute(sql`insert into depth_numbers values (31)`);
      return [before, await countUpToDepth(tx, numbers, undefined, 'small scope')];
    });
    expect(totals).toEqual([30, 31]);
  });

  it('asks the planner once a minute for a set small enough to count, and counts every time', async () => {
    const seen = await deps.db.transaction(async (tx) => {
      await tx.execute(sql`create temp table depth_numbers (n bigint) on commit drop`);
      await tx.execute(sql`insert into depth_numbers select generate_series(1, 30)`);
      await tx.execute(sql`analyze depth_numbers`);
      // The statements the count sends, by their first word: EXPLAIN is the planner's word.
      const sent: string[] = [];
      const watched = new Proxy(tx, {
        get(target, name, receiver) {
          const value = Reflect.get(target, name, receiver);
          if (name !== 'execute' && name !== 'select') return value;
          return (...args: unknown[]) => {
            sent.push(name === 'execute' ? 'explain' : 'count');
            return (value as (...a: unknown[]) => unknown).apply(target, args);
          };
        },
      });
      const first = await countUpToDepth(watched, numbers, undefined, 'an organisation');
      await tx.execute(sql`insert into depth_numbers values (31), (32)`);
      const second = await countUpToDepth(watched, numbers, undefined, 'an organisation');
      return { first, second, sent };
    });
    // The second total is counted again (two rows were added), without planning first.
    expect(seen.first).toBe(30);
    expect(seen.second).toBe(32);
    expect(seen.sent.filter((s) => s === 'explain')).toHaveLength(1);
  });

  it('moves a kept set to "more than the depth" once its count passes the depth', async () => {
    const totals = await deps.db.transaction(async (tx) => {
      await tx.execute(sql`create temp table depth_numbers (n bigint) on commit drop`);
      await tx.execute(sql`insert into depth_numbers select generate_series(1, 40)`);
      await tx.execute(sql`analyze depth_numbers`);
      const small = await countUpToDepth(tx, numbers, undefined, 'a growing organisation');
      await tx.execute(sql`insert into depth_numbers select generate_series(41, ${listDepth * 2})`);
      const grown = await countUpToDepth(tx, numbers, undefined, 'a growing organisation');
      await tx.execute(sql`delete from depth_numbers where n > 10`);
      // Kept for the minute as "more than the depth", like a set the planner called large.
      const kept = await countUpToDepth(tx, numbers, undefined, 'a growing organisation');
      return [small, grown, kept];
    });
    expect(totals).toEqual([40, listDepth + 1, listDepth + 1]);
  });
});
