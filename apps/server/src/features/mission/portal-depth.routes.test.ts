import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listDepth } from '@zyz/domain';
import { type App, api, createTestApp } from '../../../test/test-app';
import { makeMission } from '../../../test/factories';
import { clock } from '../../kernel';

let app: App;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const get = (path: string) => app.inject({ method: 'GET', url: api(path) }).then((r) => r.json());

interface Item {
  subject: string;
  distanceKm: number;
}

describe('the public list at province size', () => {
  it('pages nearest first across pages, exactly by distance, without missions lacking a place', async () => {
    const tag = `远近${clock.nowMs()}`;
    // A spiral of 40 missions around Guangzhou at distances 1–40 km, in every direction (the
    // index's scaled point errs most east–west), plus two without coordinates.
    for (let i = 1; i <= 40; i++) {
      const angle = i * 2.4;
      const km = i;
      await makeMission(app, {
        subject: `${tag}-${String(i).padStart(2, '0')}`,
        latitude: 23.12 + (km / 111.2) * Math.sin(angle),
        longitude: 113.28 + (km / (111.2 * Math.cos((23.12 * Math.PI) / 180))) * Math.cos(angle),
      });
    }
    await makeMission(app, { subject: `${tag}-无坐标1` });
    await makeMission(app, { subject: `${tag}-无坐标2` });
    const page = async (pageIndex: number) =>
      (
        await get(
          `/home/mission/list?keyword=${encodeURIComponent(tag)}&sort=distance&lat=23.12&lng=113.28&pageSize=10&pageIndex=${pageIndex}`,
        )
      ).data as { list: Item[]; total: number };
    const pages = [await page(1), await page(2), await page(3), await page(4), await page(5)];
    const seen = pages.flatMap((p) => p.list);
    expect(seen.map((m) => m.subject)).toEqual(
      Array.from({ length: 40 }, (_, i) => `${tag}-${String(i + 1).padStart(2, '0')}`),
    );
    for (let i = 1; i < seen.length; i++)
      expect(seen[i]!.distanceKm).toBeGreaterThanOrEqual(seen[i - 1]!.distanceKm);
    expect(pages[0]!.total).toBe(40);
    expect(pages[4]!.list).toEqual([]);
    expect(pages[4]!.total).toBe(40);
  });

  it('refuses a page past the depth with a hint to narrow the filters', async () => {
    const res = await app.inject({
      method: 'GET',
      url: api(`/home/mission/list?pageSize=10&pageIndex=${listDepth / 10 + 1}`),
    });
    const body = res.json();
    expect(res.statusCode).toBe(200);
    expect(body.code).not.toBe('1');
    expect(body.msg).toBe(
      `只能查看前 ${listDepth} 条结果，请缩小筛选范围（如选择区域、类型或输入关键词）`,
    );
    expect(body.data).toBeNull();
  });
});
