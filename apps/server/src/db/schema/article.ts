import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { districts } from './district';
import { missions } from './mission';
import { clock } from '../../kernel/clock';

const ts = (name: string) => timestamp(name, { withTimezone: true });

/**
 * News articles (`kind` article) and activity summaries (`kind` summary, optionally about one
 * mission), written by federation staff in the console. `content` is stored already sanitised:
 * the portal renders it as HTML, so nothing unsafe may ever reach this column.
 */
export const articles = pgTable(
  'articles',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    kind: varchar('kind', { length: 16 }).notNull(),
    category: varchar('category', { length: 16 }).notNull(),
    title: varchar('title', { length: 120 }).notNull(),
    digest: varchar('digest', { length: 300 }).notNull().default(''),
    cover: text('cover'),
    content: text('content').notNull().default(''),
    source: varchar('source', { length: 60 }).notNull().default(''),
    missionId: bigint('mission_id', { mode: 'number' }).references(() => missions.id),
    districtId: bigint('district_id', { mode: 'number' })
      .notNull()
      .references(() => districts.id),
    status: varchar('status', { length: 16 }).notNull().default('draft'),
    publishTime: ts('publish_time'),
    viewCount: integer('view_count').notNull().default(0),
    createdBy: bigint('created_by', { mode: 'number' }),
    createdAt: ts('created_at').notNull().defaultNow().$defaultFn(clock.now),
    updatedAt: ts('updated_at').notNull().defaultNow().$defaultFn(clock.now),
  },
  (t) => [
    index('articles_public_idx')
      .on(t.kind, t.category, t.publishTime.desc(), t.id.desc())
      .where(sql`${t.status} = 'published'`),
    index('articles_hot_idx')
      .on(t.viewCount.desc(), t.id.desc())
      .where(sql`${t.status} = 'published'`),
    index('articles_title_trgm_idx').using('gin', t.title.op('gin_trgm_ops')),
    index('articles_district_idx').on(t.districtId, t.updatedAt.desc()),
  ],
);

/** Help-centre questions and answers, grouped by category and ordered by `sort`. */
export const helpArticles = pgTable(
  'help_articles',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    category: varchar('category', { length: 16 }).notNull(),
    title: varchar('title', { length: 120 }).notNull(),
    content: text('content').notNull().default(''),
    // Plain text of the content, kept beside it so a search reads no HTML.
    plainText: text('plain_text').notNull().default(''),
    sort: integer('sort').notNull().default(0),
    status: varchar('status', { length: 16 }).notNull().default('draft'),
    viewCount: integer('view_count').notNull().default(0),
    createdBy: bigint('created_by', { mode: 'number' }),
    createdAt: ts('created_at').notNull().defaultNow().$defaultFn(clock.now),
    updatedAt: ts('updated_at').notNull().defaultNow().$defaultFn(clock.now),
  },
  (t) => [
    index('help_articles_public_idx')
      .on(t.category, t.sort, t.id)
      .where(sql`${t.status} = 'published'`),
    index('help_articles_title_trgm_idx').using('gin', t.title.op('gin_trgm_ops')),
    index('help_articles_text_trgm_idx').using('gin', t.plainText.op('gin_trgm_ops')),
  ],
);

export type ArticleRow = typeof articles.$inferSelect;
export type HelpArticleRow = typeof helpArticles.$inferSelect;
