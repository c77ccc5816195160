import type { Db } from '../../../db/client';
import { MissionCatalog } from './mission-catalog';
import {
  catalogRows,
  changesAfter,
  estimatedMissions,
  lastChange,
  listedAfter,
} from './catalog.repository';

/** Rows per read of the first load: a few megabytes at a time, never the table at once. */
const loadBatch = 20_000;
/** Changes read per catch-up; more wait for the next one. */
const changeBatch = 5_000;
/**
 * A sequence number skipped in one read may belong to a transaction still open: it is asked
 * for again until this old (a rolled-back one never appears).
 */
const gapMs = 60_000;
/** At the first load, changes this far back are read again, for transactions open during it. */
const replayOnLoad = 1_000;
/**
 * Slots added or moved before the newest-first order is merged again; past it, walks fall
 * back from slot order (mission-catalog.ts, numberedNewestFirst) until the next load.
 */
const freshLimit = 50_000;
/** Below this many missions the first request waits for the load instead of the database. */
const waitBelow = 200_000;

export type CatalogStats = {
  /** False until the first load is done: until then the database answers the lists. */
  isLoaded: boolean;
  missions: number;
  /**
   * Since the catalog last matched the change log. It reads the log only before a list
   * answer (at most every LIST_LAG_MS), so on an instance nobody asks for lists this grows.
   */
  refreshAgeMs: number | null;
};

export type FeedOptions = {
  /**
   * How long answers may go without reading the change log (config.listLagMs); 0: before
   * every answer. A change saved on this instance is read at once (changedHere).
   */
  lagMs?: number;
  now?: () => number;
  log?: { error(obj: object, msg: string): void };
};

/**
 * Keeps one instance's catalog of listed missions current: loads every listed mission once,
 * then reads the change log (mission_catalog_changes) before answering when it was last read
 * more than the lag ago, or a mission was saved here since: a list shows a mission saved on
 * this instance at once, and one saved on another within the lag. Reading the log before every
 * answer cost a database round trip per list request; the public list already tolerates a
 * second of lag (it may be read from a standby). The catch-up is shared: requests arriving
 * while one is under way wait for it rather than each asking the database.
 */
export class CatalogFeed {
  catalog = new MissionCatalog({ freshLimit });
  private last = 0;
  private readonly gaps = new Map<number, number>();
  private loading: Promise<void> | undefined;
  private ready = false;
  private syncing: Promise<void> | undefined;
  private syncDueAt = 0;
  private savedHere = false;
  private readonly now: () => number;
  private readonly lagMs: number;
  /** When the catalog last matched the change log (a load or a catch-up), by `now`. */
  refreshedAt: number | null = null;

  constructor(
    private readonly db: Db,
    private readonly options: FeedOptions = {},
  ) {
    this.now = options.now ?? Date.now;
    this.lagMs = options.lagMs ?? 0;
  }

  /**
   * The catalog brought up to date, or undefined while its first load runs (a large table:
   * the caller asks the database meanwhile). A small table is loaded on the spot.
   */
  async current(): Promise<MissionCatalog | undefined> {
    if (!this.ready) {
      const load = this.start();
      if (!(await this.isSmall())) {
        // Lists come from the database until the load is done; a failed load is tried again
        // by a later request.
        load.catch((err) => this.options.log?.error({ err }, '活动目录加载失败'));
        return undefined;
      }
      await load;
    }
    if (this.savedHere || this.now() >= this.syncDueAt) await this.catchUp();
    return this.catalog;
  }

  /** For the operator's metrics: whether it is loaded, its size, and how stale it may be. */
  stats(): CatalogStats {
    return {
      isLoaded: this.ready,
      missions: this.ready ? this.catalog.size : 0,
      refreshAgeMs: this.refreshedAt === null ? null : this.now() - this.refreshedAt,
    };
  }

  /** A mission was saved on this instance: the next answer reads the change log first. */
  changedHere() {
    this.savedHere = true;
  }

  /** Starts the first load if it has not started; resolves when it is done. */
  start(): Promise<void> {
    this.loading ??= this.load().catch((err) => {
      this.loading = undefined;
      throw err;
    });
    return this.loading;
  }

  private small: boolean | undefined;
  private async isSmall() {
    this.small ??= (await estimatedMissions(this.db)) < waitBelow;
    return this.small;
  }

  private async load() {
    const startedAt = this.now();
    // One snapshot: the log's last number and the rows agree.
    await this.db.transaction(
      async (tx) => {
        this.last = Math.max(0, (await lastChange(tx)) - replayOnLoad);
        let after = 0;
        for (;;) {
          const batch = await listedAfter(tx, after, loadBatch);
          for (const row of batch) this.catalog.add(row);
          if (batch.length < loadBatch) break;
          after = batch[batch.length - 1]!.id;
        }
        this.catalog.seal();
        this.catalog = this.catalog.inNewestOrder();
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
    this.ready = true;
    this.refreshedAt = startedAt;
  }

  /**
   * Reads the changes since the last catch-up and applies the missions they name. A save
   * reported while a read is under way may have committed after that read began: another read
   * follows it.
   */
  catchUp(): Promise<void> {
    if (this.syncing && !this.savedHere) return this.syncing;
    const before = this.syncing?.catch(() => {}) ?? Promise.resolve();
    this.savedHere = false;
    this.syncDueAt = this.now() + this.lagMs;
    const run: Promise<void> = before
      .then(() => this.readChanges())
      .catch((err: unknown) => {
        this.syncDueAt = 0;
        throw err;
      })
      .finally(() => {
        if (this.syncing === run) this.syncing = undefined;
      });
    this.syncing = run;
    return run;
  }

  private async readChanges() {
    const now = this.now();
    for (const [seq, since] of this.gaps) if (now - since > gapMs) this.gaps.delete(seq);
    const changes = await changesAfter(this.db, this.last, [...this.gaps.keys()], changeBatch);
    // The catalog now holds what the log held when it was read; a full batch may leave more.
    if (changes.length < changeBatch) this.refreshedAt = now;
    if (changes.length === 0) return;
    const ids = [...new Set(changes.map((c) => c.missionId))];
    const rows = await catalogRows(this.db, ids);
    const found = new Set<number>();
    for (const row of rows) {
      found.add(row.id);
      this.catalog.apply(row);
    }
    for (const id of ids) if (!found.has(id)) this.catalog.unlist(id);
    let expected = this.last + 1;
    for (const { seq } of changes) {
      this.gaps.delete(seq);
      if (seq <= this.last) continue;
      for (; expected < seq; expected++) this.gaps.set(expected, now);
      expected = seq + 1;
    }
    this.last = Math.max(this.last, expected - 1);
  }
}
