import type { Deps } from '../../../deps';
import { catalogThread } from './catalog-thread';
import { type CatalogSource, inProcessCatalog } from './catalog-source';

/**
 * The public list's catalog of this app, built once by the composition root. The thread opens
 * its own connections, so it needs the server's URLs; a database handed in without one (tests,
 * the embedded PGlite) keeps the catalog on this thread.
 */
export function createCatalog({ config, database, log }: Deps): CatalogSource {
  return database.kind === 'postgres' && config.databaseUrl
    ? catalogThread(
        {
          databaseUrl: config.databaseUrl,
          databaseReadUrl: config.databaseReadUrl,
          lagMs: config.listLagMs,
        },
        log,
      )
    : inProcessCatalog(database.readDb, { log, lagMs: config.listLagMs });
}
