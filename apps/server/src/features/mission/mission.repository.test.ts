import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isNull, sql } from 'drizzle-orm';
import { createTestDeps } from '../../../test/test-app';
import type { Deps } from '../../deps';
import { districts } from '../../db/schema/index';
import { rowsOf } from '../../kernel';
import { findManagePage } from './mission.repository';

let deps: Deps;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ deps, close } = await createTestDeps());
});
afterAll(() => close());

type Plans = { name: string; parameters: string; generic: number; custom: number };

// Named statements are PostgreSQL's per connection; PGlite's driver runs every query unnamed.
describe.runIf(process.env.TEST_DATABASE_URL)("the province federation's console list", () => {
  it('is planned once per connection, its page bounds written into the statement', async () => {
    // One transaction: one connection, whose prepared statements it can then read.
    const plans = await deps.db.transaction(async (tx) => {
      const [root] = await tx
        .select({ path: districts.path })
        .from(districts)
        .where(isNull(districts.parentId));
      // The first page: later ones of a tree this small are counted in one statement instead
      // (countedManagePage), as the province's, kept at "1000+", never is.
      const page = await findManagePage(tx, root!.path, { pageIndex: 3, pageSize: 10 });
      expect(page.list.length).toBeLessThanOrEqual(10);
      return rowsOf<Plans>(
        tx,
        sql`select name, parameter_types::text as parameters,
          generic_plans::int as generic, custom_plans::int as custom
        from pg_prepared_statements where name like 'manage_tree:%'`,
      );
    });
    // Without parameters PostgreSQL plans the statement once and keeps that plan. With LIMIT and
    // OFFSET bound as parameters it made a custom plan on every call, which at the province's
    // 4.2 M missions cost more than running the page.
    expect(plans).toEqual([
      { name: 'manage_tree::10:20', parameters: '{}', generic: 1, custom: 0 },
    ]);
  });
});
