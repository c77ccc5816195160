import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { bigint, pgTable } from 'drizzle-orm/pg-core';
import { formatListTotal, listDepth } from '@zyz/domain';
import { createTestDeps } from '../../test/test-app';
import type { Deps } from '../deps';
import { countUpToDepth } from './list-depth.repository';

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
    return countUpToDepth(tx, numbers, where);
  });
}

describe('countUpToDepth', () => {
  it('counts exactly up to the depth', async () => {
    expect(await countOf(37)).toBe(37);
    expect(await countOf(listDepth)).toBe(listDepth);
    expect(await countOf(listDepth * 3, sql`n % 5 = 0`)).toBe((listDepth * 3) / 5);
  });

  it(`stops one past the depth, which reads "${listDepth}+"`, async () => {
    const total = await countOf(listDepth * 3);
    expect(total).toBe(listDepth + 1);
    expect(formatListTotal(total)).toBe(`${listDepth}+`);
    expect(formatListTotal(listDepth)).toBe(String(listDepth));
  });
});
