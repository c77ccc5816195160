import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PortalMissionItem } from '@zyz/domain';
import type { Deps } from '../../deps';
import type { Executor } from '../../db/client';
import { districts, missions } from '../../db/schema/index';
import { createTestDeps } from '../../../test/test-app';
import { inRolledBack } from '../../../test/rolled-back';
import { distanceKm } from './catalog/catalog-page';
import { isRecruiting, toMissionSummary } from './mission-dto';
import { findMissionById } from './mission.repository';
import { findListedRows, findPortalPage } from './portal.repository';
import { withDistance } from './listed-item.repository';
import { clock } from '../../kernel';

let deps: Deps;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ deps, close } = await createTestDeps());
});
afterAll(() => close());

const day = 86_400_000;
const now = new Date(Math.floor(clock.nowMs() / 1000) * 1000 + 123);

// Any text PostgreSQL stores (no NUL): quotes, backslashes, control characters, CJK, emoji.
const text = (maxLength: number, minLength = 0) =>
  fc
    .string({ unit: 'binary', minLength, maxLength })
    .map((s) => s.replaceAll('\u0000', ''))
    .filter((s) => s.length >= minLength);
// Any coordinate a double holds but the subnormal ones PostgreSQL refuses (9e-323: underflow);
// tiny ones still print with exponents, which the two sides write differently.
const degrees = (limit: number) =>
  fc
    .double({ min: -limit, max: limit, noNaN: true })
    .filter((d) => d === 0 || Math.abs(d) > 1e-300);
const instant = fc
  .integer({ min: Date.UTC(2001, 0, 1), max: Date.UTC(2099, 0, 1) })
  .map((ms) => new Date(ms));

const missionArb = fc.record({
  subject: text(30, 1),
  missionType: fc.constantFrom('01', '02', '99'),
  serviceTimeType: fc.constantFrom(1, 2),
  labels: fc.array(text(8), { maxLength: 3 }),
  address: text(60),
  latitude: fc.option(degrees(90), { freq: 3 }),
  longitude: degrees(180),
  // Recruiting before, around and after now, and exactly at its ends.
  recruit: fc.oneof(
    fc.tuple(instant, fc.integer({ min: 0, max: 400 * day })),
    fc.constant([now, 0] as const),
    fc
      .tuple(fc.integer({ min: 1, max: 30 * day }), fc.integer({ min: 0, max: 60 * day }))
      .map(([before, after]) => [new Date(now.getTime() - before), before + after] as const),
  ),
  service: fc.tuple(instant, fc.integer({ min: 0, max: 30 * day })),
  contactName: text(30),
  contactPhone: text(20),
  coverImage: fc.option(text(40)),
  hasWaitlist: fc.boolean(),
  status: fc.constantFrom('published', 'closed'),
  appliedCount: fc.nat({ max: 100_000 }),
  quotaTotal: fc.nat({ max: 100_000 }),
  shiftCount: fc.nat({ max: 500 }),
  publishedAt: fc.option(instant),
  createdAt: instant,
});

/** What every other list of missions sends for one: the DTO, with recruiting and distance. */
async function expectedItem(tx: Executor, id: number, point?: { lat: number; lng: number }) {
  const found = (await findMissionById(tx, id))!;
  const { latitude, longitude } = found.mission;
  const km =
    point && latitude !== null && longitude !== null
      ? Math.round(distanceKm(latitude, longitude, point.lat, point.lng) * 100) / 100
      : null;
  return {
    ...toMissionSummary(found.mission, found.districtName),
    recruiting: isRecruiting(found.mission, now),
    distanceKm: km,
  };
}

/** The organisation node the test's missions belong to. */
async function firstNode(tx: Executor) {
  const [node] = await tx
    .select({ id: districts.id, path: districts.path })
    .from(districts)
    .limit(1);
  return node;
}

describe('a listed mission written as JSON by the database', () => {
  it('is, key for key and in the same order, the summary every other list sends', async () => {
    await inRolledBack(deps.db, async (tx) => {
      const node = await firstNode(tx);
      const drawn = fc.sample(missionArb, { numRuns: 120, seed: 7 });
      const inserted = await tx
        .insert(missions)
        .values(
          drawn.map((m) => ({
            ...m,
            districtId: node!.id,
            districtPath: node!.path,
            recruitStart: m.recruit[0],
            recruitEnd: new Date(m.recruit[0].getTime() + m.recruit[1]),
            serviceStart: m.service[0],
            serviceEnd: new Date(m.service[0].getTime() + m.service[1]),
          })),
        )
        .returning({ id: missions.id });
      const ids = inserted.map((r) => r.id);
      const point = { lat: 23.1291, lng: 113.2644 };
      const from = (lat: number, lng: number) => distanceKm(lat, lng, point.lat, point.lng);

      const rows = await findListedRows(tx, ids, now);
      expect(rows.map((r) => r.id)).toEqual(ids);
      for (const row of rows) {
        const sent = JSON.parse(withDistance(row, from)) as PortalMissionItem;
        const expected = await expectedItem(tx, row.id, point);
        expect(sent).toStrictEqual(expected);
        // The same keys in the same order as the encoded DTO, and nothing else.
        expect(Object.keys(sent)).toEqual(Object.keys(expected));
      }
      // Some were recruiting at `now`, some not: the rule was really compared.
      const recruiting = rows.map((r) => (JSON.parse(r.item) as PortalMissionItem).recruiting);
      expect(recruiting).toContain(true);
      expect(recruiting).toContain(false);

      // The database's own page (while the catalog loads) writes the same items.
      const page = await findPortalPage(
        tx,
        { pageIndex: 1, pageSize: 100, sort: 'newest', lat: point.lat, lng: point.lng },
        node!.path,
        now,
      );
      const mine = page.list.filter((r) => ids.includes(r.id));
      expect(mine.length).toBeGreaterThan(0);
      for (const row of mine)
        expect(JSON.parse(withDistance(row, from))).toStrictEqual(
          await expectedItem(tx, row.id, point),
        );
    });
  });

  it('leaves out a mission that is not listed, and gives no distance without a point', async () => {
    await inRolledBack(deps.db, async (tx) => {
      const node = await firstNode(tx);
      const base = {
        districtId: node!.id,
        districtPath: node!.path,
        subject: '社区义诊',
        missionType: '01',
        address: '广州市天河区',
        recruitStart: new Date(now.getTime() - day),
        recruitEnd: new Date(now.getTime() + day),
        serviceStart: new Date(now.getTime() + 2 * day),
        serviceEnd: new Date(now.getTime() + 3 * day),
        contactName: '测试',
        contactPhone: '13800000000',
        latitude: 23.1,
        longitude: 113.3,
      };
      const [draft, listed] = await tx
        .insert(missions)
        .values([
          { ...base, status: 'draft' },
          { ...base, status: 'published', publishedAt: now },
        ])
        .returning({ id: missions.id });
      const rows = await findListedRows(tx, [draft!.id, listed!.id], now);
      expect(rows.map((r) => r.id)).toEqual([listed!.id]);
      const item = JSON.parse(withDistance(rows[0]!, () => null)) as PortalMissionItem;
      expect(item).toMatchObject({ missionId: String(listed!.id), recruiting: true });
      expect(item.distanceKm).toBeNull();
    });
  });
});
