import { describe, expect, it } from 'vitest';
import { catalogPage, type CatalogQuery } from './catalog-page';
import { type CatalogRow, MissionCatalog } from './mission-catalog';

const day = 86_400_000;
const base = Date.UTC(2026, 0, 1);

/** Rows enough to outgrow the catalog's first capacity several times over. */
function rows(count: number): CatalogRow[] {
  return Array.from({ length: count }, (_, i) => ({
    id: i + 1,
    status: i % 7 === 0 ? 'closed' : 'published',
    missionType: `0${1 + (i % 4)}`,
    districtPath: `/1/${i % 5}/${i % 35}/`,
    subject: ['社区义诊', '敬老服务', '海滩清洁'][i % 3]! + (i % 11),
    labels: [],
    latitude: 22 + (i % 97) / 50,
    longitude: 113 + (i % 89) / 50,
    serviceStart: new Date(base + (i % 53) * day),
    serviceEnd: new Date(base + (i % 53) * day + day),
    // Published out of id order, with ties.
    publishedAt: new Date(base - ((i * 7919) % 4001) * 60_000),
  }));
}

describe('a catalog numbered newest first', () => {
  it('answers every page as the catalog it was made from, past its first capacity', () => {
    const loaded = new MissionCatalog();
    loaded.loadAll(rows(5_000));
    const numbered = loaded.inNewestOrder();
    expect(numbered.numberedNewestFirst).toBe(true);
    expect(numbered.size).toBe(5_000);
    const queries: CatalogQuery[] = [
      { pageIndex: 1, pageSize: 10, sort: 'newest' },
      { pageIndex: 50, pageSize: 10, sort: 'newest', missionType: '02' },
      { pageIndex: 3, pageSize: 20, sort: 'start', districtPath: '/1/2/' },
      { pageIndex: 50, pageSize: 10, sort: 'newest', keyword: '敬老' },
      { pageIndex: 7, pageSize: 10, sort: 'distance', lat: 22.5, lng: 113.7, keyword: '义诊' },
      { pageIndex: 1, pageSize: 10, sort: 'distance', lat: 23.1, lng: 113.2 },
      { pageIndex: 2, pageSize: 10, sort: 'newest', keyword: '清洁7', status: 'closed' },
    ];
    for (const q of queries) {
      const expected = catalogPage(loaded, q, base);
      expect(expected!.ids.length).toBeGreaterThan(0);
      expect(catalogPage(numbered, q, base)).toEqual(expected);
    }
  });
});

describe('the grid of cells nearest first reads', () => {
  it('finds a mission placed in a new cell inside the extent after the grid was built', () => {
    const catalog = new MissionCatalog();
    const far = rows(3).map((r, i) => ({ ...r, latitude: 22 + 2 * i, longitude: 113 + 2 * i }));
    catalog.loadAll(far);
    const near = { pageIndex: 1, pageSize: 1, sort: 'distance' as const, lat: 22.5, lng: 113.5 };
    expect(catalogPage(catalog, near, base, { depth: 0 })!.ids).toEqual([1]);
    // Between the corners: the extent stays as it was, the cell is new.
    catalog.apply({ ...far[0]!, id: 99, latitude: 22.501, longitude: 113.501 });
    expect(catalogPage(catalog, near, base, { depth: 0 })!.ids).toEqual([99]);
  });
  it("finds missions of a type at the map's corners, the poles and the date line", () => {
    const catalog = new MissionCatalog();
    const corners: [number, number][] = [
      [90, 180],
      [-90, -180],
      [90, -180],
      [-90, 180],
      [0, 0],
    ];
    catalog.loadAll(
      rows(corners.length).map((r, i) => ({
        ...r,
        status: 'published',
        missionType: '03',
        latitude: corners[i]![0],
        longitude: corners[i]![1],
      })),
    );
    for (const [i, [lat, lng]] of corners.entries()) {
      const q = { pageIndex: 1, pageSize: 1, sort: 'distance' as const, lat, lng };
      expect(catalogPage(catalog, { ...q, missionType: '03' }, base, { depth: 0 })!.ids).toEqual([
        i + 1,
      ]);
    }
  });
});

describe("a city's subtree of many organisations", () => {
  // 120 organisations under one city: its path ids and lists are kept between queries.
  const cityRows = (count: number, first = 1) =>
    rows(count).map((r, i) => ({
      ...r,
      id: first + i,
      status: 'published' as const,
      districtPath: `/1/7/${100 + ((first + i) % 120)}/`,
      subject: i % 4 === 0 ? '社区敬老' : '海滩清洁',
    }));

  it('lists a mission published under a new organisation on the next query', () => {
    const catalog = new MissionCatalog();
    catalog.loadAll(cityRows(6_000));
    const numbered = catalog.inNewestOrder();
    const q: CatalogQuery = { pageIndex: 1, pageSize: 5, sort: 'newest', districtPath: '/1/7/' };
    const before = catalogPage(numbered, { ...q, missionType: '02' }, base)!;
    expect(before.ids.length).toBe(5);
    const newest = { ...cityRows(1, 9_001)[0]!, districtPath: '/1/7/999/', missionType: '02' };
    numbered.apply({ ...newest, publishedAt: new Date(base + 365 * day) });
    const after = catalogPage(numbered, { ...q, missionType: '02' }, base)!;
    expect(after.ids[0]).toBe(9_001);
    expect(after.ids.slice(1)).toEqual(before.ids.slice(0, 4));
  });

  it('finds a keyword within the subtree in the same order by either way of reading it', () => {
    const numbered = new MissionCatalog();
    numbered.loadAll(cityRows(6_000));
    const catalog = numbered.inNewestOrder();
    const q: CatalogQuery = {
      pageIndex: 3,
      pageSize: 10,
      sort: 'newest',
      districtPath: '/1/7/',
      keyword: '敬老',
    };
    const marked = catalogPage(catalog, q, base, { markCandidates: true })!;
    const walked = catalogPage(catalog, q, base, { markCandidates: false })!;
    expect(marked.ids.length).toBe(10);
    expect(marked).toEqual(walked);
  });
});
