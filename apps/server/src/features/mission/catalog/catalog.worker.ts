import { parentPort, workerData } from 'node:worker_threads';
import { fromPgUrl } from '../../../db/client';
import { withReadReplica } from '../../../db/read-replica';
import { inProcessCatalog } from './catalog-source';
import type { CatalogThreadData, ToCatalog, FromCatalog } from './catalog-thread';

// Runs in the thread of catalog-thread.ts: the catalog and its change feed, on connections of
// its own, answering the request thread's pages by message.
const data = workerData as CatalogThreadData;
const port = parentPort!;
const send = (message: FromCatalog) => port.postMessage(message);
const log = {
  error: (obj: object, msg: string) =>
    send({ kind: 'log', level: 'error', msg, detail: describe(obj) }),
  warn: (obj: object, msg: string) =>
    send({ kind: 'log', level: 'warn', msg, detail: describe(obj) }),
  info: (msg: string) => send({ kind: 'log', level: 'info', msg }),
};
// Two connections: the feed reads the log and a few rows at a time, one read at once.
const primary = fromPgUrl(data.databaseUrl, 2);
const database = data.databaseReadUrl
  ? withReadReplica(primary, data.databaseReadUrl, log, { max: 2 })
  : primary;
const catalog = inProcessCatalog(database.readDb, { lagMs: data.lagMs, log });

function describe(obj: object) {
  const err = (obj as { err?: unknown }).err;
  return err instanceof Error ? (err.stack ?? err.message) : JSON.stringify(obj);
}

port.on('message', (message: ToCatalog) => {
  switch (message.kind) {
    case 'page':
      catalog.page(message.query, message.now).then(
        (page) => send({ kind: 'page', id: message.id, page }),
        (err: unknown) => {
          log.error({ err }, '公开活动目录查询失败，本次列表由数据库回答');
          send({ kind: 'page', id: message.id, page: undefined });
        },
      );
      break;
    case 'changed':
      catalog.changedHere();
      break;
    case 'stats':
      void catalog.stats().then((stats) => stats && send({ kind: 'stats', id: message.id, stats }));
      break;
    case 'start':
      catalog.start().then(
        (size) => send({ kind: 'loaded', size }),
        (err: unknown) =>
          send({ kind: 'failed', message: err instanceof Error ? err.message : String(err) }),
      );
      break;
    case 'close':
      void database.close().finally(() => port.close());
      break;
  }
});
