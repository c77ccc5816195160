import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { findDataDifferences } from '../../features/statistics/verify-data';
import { api, pristineDemoApp, type App } from '../../../test/test-app';
import { bearer, tokensFor } from '../../../test/factories';
import {
  announcements,
  banners,
  bankCardApplications,
  certificates,
  donations,
  evaluations,
  orgJoins,
  publicityObjections,
} from '../schema/index';
import { noticeMission, pendingDemoOrg } from './queues';
import { seedDemo } from './seed';

// A fresh start's demo shows every Home panel and every console queue doing its job. The
// routing of the pending registration depends on which nodes have staff, so this file runs
// on the demo database as seeded (the suite's shared one gains staff from other files).

let app: App;
beforeAll(async () => {
  app = await pristineDemoApp();
}, 60_000);
afterAll(() => app.close());

const get = async (path: string, headers: Record<string, string> = {}) => {
  const body = (await app.inject({ method: 'GET', url: api(path), headers })).json();
  expect(body.code).toBe('1');
  return body.data;
};
const signIn = async (kind: 'org' | 'volunteer', loginName: string) =>
  bearer((await tokensFor(app, kind, loginName, 'Zyz@2024pass')).access_token);

describe('the living demo', () => {
  it('fills Home: banners with real pictures, notices in the board and the scrolling bar, both rankings, summaries', async () => {
    const slides = (await get('/home/banner/list/1')) as { title: string; image: string }[];
    expect(slides.length).toBeGreaterThanOrEqual(3);
    for (const slide of slides) {
      expect(slide.image).toMatch(/^\/uploads\/[0-9a-f]{32}\.png$/);
      const picture = await app.inject({ method: 'GET', url: slide.image });
      expect(picture.statusCode).toBe(200);
      expect(picture.headers['content-type']).toBe('image/png');
      expect(picture.rawPayload.length).toBeGreaterThan(5_000);
    }
    expect((await get('/home/announcement/list?showType=2&pageSize=5')).total).toBeGreaterThan(0);
    const board = await get('/home/announcement/list?showType=1&pageSize=6');
    expect(board.list[0]).toMatchObject({ pinned: true });
    for (const type of ['month', 'total'])
      expect(
        (await get(`/home/index/statics/volunteerRanking?type=${type}&size=10`)).list.length,
      ).toBeGreaterThanOrEqual(3);
    const summaries = await get('/home/site/article/list?kind=summary&pageSize=10');
    expect(summaries.total).toBeGreaterThanOrEqual(2);
    const news = await get('/home/site/article/list?kind=article&pageSize=10');
    expect(news.list.every((a: { cover: string | null }) => a.cover?.startsWith('/uploads/'))).toBe(
      true,
    );
  });

  it('puts the registration under 天河区 (no staff) in the province’s queue, to decide', async () => {
    const list = await get(
      '/manage/pc/org/review/list?state=pending',
      await signIn('org', 'gdadmin01'),
    );
    expect(list.list).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          orgName: pendingDemoOrg.name,
          parentName: pendingDemoOrg.parent,
          reviewerName: '广东省志愿者联合会',
          canReview: true,
        }),
      ]),
    );
  });

  it('has a bank-card application awaiting review, an open objection and an unread message', async () => {
    const province = await signIn('org', 'gdadmin01');
    const cards = await get('/manage/pc/bankCard/list?state=pending', province);
    expect(cards.total).toBeGreaterThanOrEqual(1);
    const objections = await get(
      '/manage/pc/publicity/objections?state=open',
      await signIn('org', 'gzqnzyz01'),
    );
    expect(objections.list).toEqual(
      expect.arrayContaining([expect.objectContaining({ subject: noticeMission, state: 'open' })]),
    );
    const notice = await get(`/home/publicity/list?pageSize=50`);
    expect(notice.list.map((r: { subject: string }) => r.subject)).toContain(noticeMission);
    const unread = await get(
      '/volunteer/sitemsg/unreadInfo',
      await signIn('volunteer', 'zhangsan2024'),
    );
    expect(unread.unread).toBeGreaterThanOrEqual(1);
  });

  it('shows one of every kind: both cards, both donations, a certificate, both evaluations, a join', async () => {
    const province = await signIn('org', 'gdadmin01');
    const cards = await get('/manage/pc/bankCard/list?state=pending', province);
    const types = cards.list.map((c: { cardType: string }) => c.cardType);
    expect(types).toEqual(expect.arrayContaining(['credit', 'debit']));
    const credit = cards.list.find((c: { cardType: string }) => c.cardType === 'credit');
    const review = await get(`/manage/pc/bankCard/detail?id=${credit.id}`, province);
    expect(review.contact).toMatchObject({ contactMobileMasked: expect.stringContaining('*') });

    const zhangsan = await signIn('volunteer', 'zhangsan2024');
    const given = await get('/volunteer/donation/list?pageSize=10', zhangsan);
    const kinds = given.list.map((d: { kind: string }) => d.kind);
    expect(kinds).toEqual(expect.arrayContaining(['money', 'goods']));
    expect((await get('/volunteer/certificate/list', zhangsan)).total).toBeGreaterThanOrEqual(1);
    expect((await get('/volunteer/center/evaluation/getReceivedList', zhangsan)).total).toBe(1);
    const organiser = await signIn('org', 'gzqnzyz01');
    const joins = await get('/manage/pc/district/join/list?state=pending', organiser);
    expect(joins.total).toBeGreaterThanOrEqual(1);
  });

  it('keeps every counter equal to its rows, and adds nothing when seeded again', async () => {
    expect(await findDataDifferences(app.deps.db)).toEqual([]);
    const tally = async () => {
      const db = app.deps.db;
      const counts = await Promise.all([
        db.select({ n: count() }).from(banners),
        db.select({ n: count() }).from(announcements),
        db.select({ n: count() }).from(bankCardApplications),
        db
          .select({ n: count() })
          .from(publicityObjections)
          .where(eq(publicityObjections.state, 'open')),
        db.select({ n: count() }).from(donations),
        db.select({ n: count() }).from(certificates),
        db.select({ n: count() }).from(evaluations),
        db.select({ n: count() }).from(orgJoins),
      ]);
      return counts.map(([row]) => row!.n);
    };
    const before = await tally();
    await seedDemo(app.deps.db, app.deps.cipher, app.deps.config.uploadDir);
    expect(await tally()).toEqual(before);
    expect(await findDataDifferences(app.deps.db)).toEqual([]);
  });
});
