import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { findDataDifferences } from './features/statistics/verify-data';

// `npm run verify-data`: compares every maintained counter and monthly figure with the rows
// behind it on the configured database (DATABASE_URL, or the embedded one: stop the server
// first, PGlite opens its directory in one process only). Exit code 1 when anything differs.
async function main() {
  const config = loadConfig();
  const database = await openDatabase(config);
  try {
    const found = await findDataDifferences(database.db);
    if (found.length === 0) {
      console.log('数据核对通过：所有计数与按月统计均与明细记录一致');
      return;
    }
    console.log(`数据核对发现 ${found.length} 处不一致：`);
    console.table(
      found.map((d) => ({ 项目: d.check, 对象: d.subject, 存储值: d.stored, 按明细: d.fromRows })),
    );
    process.exitCode = 1;
  } finally {
    await database.close();
  }
}

main().catch((err: unknown) => {
  console.error('数据核对失败：', err instanceof Error ? err.message : err);
  process.exitCode = 1;
});
