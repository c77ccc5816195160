import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, api, createTestApp } from '../../../test/test-app';
import { chinaTimeIn, signedInStaff } from './cms.test-kit';

let app: App;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const portal = async (query: string) =>
  (await app.inject({ method: 'GET', url: api(`/home/announcement/list?${query}`) })).json();
const unique = (label: string) => `${label}${Math.random().toString(36).slice(2, 8)}`;

describe('announcements', () => {
  it('lists live notices of one show type, pinned first then newest', async () => {
    const staff = await signedInStaff(app);
    const [older, newer, pinned, ticker, future, off] = ['旧', '新', '顶', '滚', '未', '停'].map(
      unique,
    );
    const save = (title: string, extra: object) =>
      staff.post('/manage/pc/announcement/save', {
        showType: 1,
        title,
        content: `${title}的内容`,
        startAt: chinaTimeIn(-3),
        ...extra,
      });
    expect((await save(older!, { startAt: chinaTimeIn(-10) })).code).toBe('1');
    expect((await save(newer!, { startAt: chinaTimeIn(-2) })).code).toBe('1');
    expect((await save(pinned!, { startAt: chinaTimeIn(-20), pinned: true })).code).toBe('1');
    expect((await save(ticker!, { showType: 2 })).code).toBe('1');
    expect((await save(future!, { startAt: chinaTimeIn(30) })).code).toBe('1');
    expect((await save(off!, { enabled: 'false' })).code).toBe('1');

    const board = await portal('showType=1&pageSize=100');
    expect(board.code).toBe('1');
    const titles = board.data.list.map((a: { title: string }) => a.title);
    const ours = titles.filter((t: string) => [older, newer, pinned].includes(t));
    expect(ours).toEqual([pinned, newer, older]);
    expect(titles.indexOf(pinned)).toBeLessThan(
      titles.findIndex((_: string, i: number) => !board.data.list[i].pinned),
    );
    for (const hidden of [ticker, future, off]) expect(titles).not.toContain(hidden);
    expect(board.data.list.find((a: { title: string }) => a.title === newer)).toMatchObject({
      content: `${newer}的内容`,
      pinned: false,
      publishTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    const bar = await portal('showType=2&pageSize=100');
    expect(bar.data.list.map((a: { title: string }) => a.title)).toContain(ticker);
  });

  it('pages within bounds and refuses bad paging or show type', async () => {
    const staff = await signedInStaff(app);
    for (let i = 0; i < 3; i++)
      await staff.post('/manage/pc/announcement/save', {
        showType: 1,
        title: unique('页'),
        startAt: chinaTimeIn(-1),
      });
    const first = await portal('showType=1&pageIndex=1&pageSize=2');
    expect(first.data.list).toHaveLength(2);
    expect(first.data.total).toBeGreaterThanOrEqual(3);
    const beyond = await portal('showType=1&pageIndex=9999&pageSize=100');
    expect(beyond.data).toMatchObject({ list: [], total: first.data.total });
    expect(await portal('showType=1&pageSize=101')).toMatchObject({
      code: '40000',
      msg: '每页条数最多为100',
    });
    expect(await portal('showType=1&pageIndex=0')).toMatchObject({
      code: '40000',
      msg: '页码从1开始',
    });
    expect((await portal('showType=3')).msg).toContain('公告展示类型');
    expect((await portal('')).code).toBe('40000');
  });

  it('edits, takes down and deletes only as the owning federation staff', async () => {
    const staff = await signedInStaff(app);
    const title = unique('改');
    const saved = await staff.post('/manage/pc/announcement/save', {
      showType: 1,
      title,
      startAt: chinaTimeIn(-1),
    });
    const id = saved.data.announcementId;
    const edited = await staff.post('/manage/pc/announcement/save', {
      announcementId: id,
      showType: 1,
      title: `${title}改`,
      startAt: chinaTimeIn(-1),
      pinned: true,
    });
    expect(edited).toMatchObject({ code: '1', data: { announcementId: id } });
    const listed = await staff.get('/manage/pc/announcement/list?pageSize=100');
    expect(
      listed.data.list.find((a: { announcementId: string }) => a.announcementId === id),
    ).toMatchObject({
      title: `${title}改`,
      pinned: true,
      state: 'live',
    });
    const orgStaff = await signedInStaff(app, 'org');
    expect(
      (await orgStaff.post('/manage/pc/announcement/offline', { announcementId: id })).code,
    ).toBe('40300');
    const tooLong = await staff.post('/manage/pc/announcement/save', {
      announcementId: id,
      showType: 1,
      title: 'x'.repeat(101),
      startAt: chinaTimeIn(-1),
    });
    expect(tooLong).toMatchObject({ code: '40000', msg: '公告标题不能超过100个字' });
    expect((await staff.post('/manage/pc/announcement/offline', { announcementId: id })).code).toBe(
      '1',
    );
    const board = await portal('showType=1&pageSize=100');
    expect(board.data.list.map((a: { title: string }) => a.title)).not.toContain(`${title}改`);
    expect((await staff.post('/manage/pc/announcement/delete', { announcementId: id })).code).toBe(
      '1',
    );
    expect((await staff.post('/manage/pc/announcement/delete', { announcementId: id })).code).toBe(
      '40400',
    );
  });
});
