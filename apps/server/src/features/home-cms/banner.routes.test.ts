import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, api, createTestApp } from '../../../test/test-app';
import { signedInVolunteer } from '../../../test/factories';
import { chinaTimeIn, signedInStaff } from './cms.test-kit';

let app: App;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const portalList = async () =>
  (await app.inject({ method: 'GET', url: api('/home/banner/list/1') })).json();
const titlesOnHome = async () =>
  ((await portalList()).data as { title: string }[]).map((b) => b.title);
const unique = (label: string) => `${label}${Math.random().toString(36).slice(2, 8)}`;
const image = '/uploads/ab/banner.png';

describe('banners', () => {
  it('shows only enabled banners inside their schedule, in their order', async () => {
    const staff = await signedInStaff(app);
    const [now, later, future, past, off] = ['现', '后', '未', '旧', '停'].map(unique);
    const save = (title: string, extra: object) =>
      staff.post('/manage/pc/banner/save', { title, image, startAt: chinaTimeIn(-1), ...extra });
    expect((await save(later!, { sortOrder: 5 })).code).toBe('1');
    expect((await save(now!, { sortOrder: 1, link: '/mission' })).code).toBe('1');
    expect((await save(future!, { startAt: chinaTimeIn(48) })).code).toBe('1');
    expect((await save(past!, { startAt: chinaTimeIn(-48), endAt: chinaTimeIn(-2) })).code).toBe(
      '1',
    );
    expect((await save(off!, { enabled: false })).code).toBe('1');

    const titles = await titlesOnHome();
    expect(titles).toContain(now);
    expect(titles).toContain(later);
    expect(titles.indexOf(now!)).toBeLessThan(titles.indexOf(later!));
    for (const hidden of [future, past, off]) expect(titles).not.toContain(hidden);

    const managed = await staff.get('/manage/pc/banner/list?pageSize=100');
    const stateOf = (t: string) =>
      managed.data.list.find((b: { title: string }) => b.title === t)?.state;
    expect([now, future, past, off].map((t) => stateOf(t!))).toEqual([
      'live',
      'scheduled',
      'ended',
      'disabled',
    ]);
    const shown = (await portalList()).data.find((b: { title: string }) => b.title === now);
    expect(shown).toMatchObject({ image, linkType: 'internal' });
    expect(shown).not.toHaveProperty('clickCount');
  });

  it('counts a click and then redirects, or answers the link as JSON', async () => {
    const staff = await signedInStaff(app);
    const title = unique('点');
    const saved = await staff.post('/manage/pc/banner/save', {
      title,
      image,
      link: 'https://www.gdzyz.cn/news',
      startAt: chinaTimeIn(-1),
    });
    const id = saved.data.bannerId;
    const skip = await app.inject({ method: 'GET', url: api(`/home/banner/bannerSkip?id=${id}`) });
    expect(skip.statusCode).toBe(302);
    expect(skip.headers.location).toBe('https://www.gdzyz.cn/news');
    const json = await app.inject({
      method: 'GET',
      url: api(`/home/banner/bannerSkip?id=${id}&format=json`),
    });
    expect(json.json()).toMatchObject({ code: '1', data: { link: 'https://www.gdzyz.cn/news' } });
    const managed = await staff.get('/manage/pc/banner/list?pageSize=100');
    const row = managed.data.list.find((b: { bannerId: string }) => b.bannerId === id);
    expect(row.clickCount).toBe(2);

    expect((await staff.post('/manage/pc/banner/offline', { bannerId: id })).code).toBe('1');
    const gone = await app.inject({ method: 'GET', url: api(`/home/banner/bannerSkip?id=${id}`) });
    expect(gone.statusCode).toBe(302);
    expect(gone.headers.location).toBe('/');
    const goneJson = await app.inject({
      method: 'GET',
      url: api(`/home/banner/bannerSkip?id=${id}&format=json`),
    });
    expect(goneJson.json()).toMatchObject({ code: '40400', msg: '轮播图不存在或已下线' });
    const after = await staff.get('/manage/pc/banner/list?pageSize=100');
    expect(after.data.list.find((b: { bannerId: string }) => b.bannerId === id).clickCount).toBe(2);
  });

  it('refuses hostile or broken input with a Chinese message and keeps what was saved', async () => {
    const staff = await signedInStaff(app);
    const title = unique('稳');
    const saved = await staff.post('/manage/pc/banner/save', {
      title,
      image,
      startAt: chinaTimeIn(-1),
    });
    const bannerId = saved.data.bannerId;
    const cases: [object, string][] = [
      [{ link: 'javascript:alert(1)' }, '跳转链接'],
      [{ link: '//evil.example/x' }, '跳转链接'],
      [{ image: 'data:image/png;base64,AAAA' }, '轮播图片'],
      [{ title: '' }, '标题不能为空'],
      [{ startAt: '明天' }, '上线时间格式不正确'],
      [{ endAt: chinaTimeIn(-5) }, '下线时间须晚于上线时间'],
      [{ sortOrder: -1 }, '排序不能为负'],
    ];
    for (const [change, msg] of cases) {
      const body = await staff.post('/manage/pc/banner/save', {
        bannerId,
        title,
        image,
        startAt: chinaTimeIn(-1),
        ...change,
      });
      expect(body.code).toBe('40000');
      expect(body.msg).toContain(msg);
    }
    expect(await titlesOnHome()).toContain(title);
  });

  it('lets only federation staff of the owning node change a banner', async () => {
    const staff = await signedInStaff(app);
    const saved = await staff.post('/manage/pc/banner/save', {
      title: unique('属'),
      image,
      startAt: chinaTimeIn(-1),
    });
    const orgStaff = await signedInStaff(app, 'org');
    const refused = await orgStaff.post('/manage/pc/banner/delete', {
      bannerId: saved.data.bannerId,
    });
    expect(refused).toMatchObject({ code: '40300', msg: '仅联合会工作人员可以管理网站内容' });
    const volunteer = await signedInVolunteer(app);
    const asVolunteer = await app.inject({
      method: 'GET',
      url: api('/manage/pc/banner/list'),
      headers: volunteer.headers,
    });
    expect(asVolunteer.json().code).toBe('40300');
    const anonymous = await app.inject({ method: 'GET', url: api('/manage/pc/banner/list') });
    expect(anonymous.statusCode).toBe(401);
    const missing = await staff.post('/manage/pc/banner/delete', { bannerId: '999999999' });
    expect(missing).toMatchObject({ code: '40400' });
    expect(
      (await staff.post('/manage/pc/banner/delete', { bannerId: saved.data.bannerId })).code,
    ).toBe('1');
  });

  it('checks paging and the carousel position', async () => {
    const staff = await signedInStaff(app);
    expect((await staff.get('/manage/pc/banner/list?pageSize=101')).msg).toBe('每页条数最多为100');
    expect((await staff.get('/manage/pc/banner/list?pageIndex=0')).msg).toBe('页码从1开始');
    const far = await staff.get('/manage/pc/banner/list?pageIndex=5000');
    expect(far.data.list).toEqual([]);
    const bad = await app.inject({ method: 'GET', url: api('/home/banner/list/9') });
    expect(bad.json()).toMatchObject({ code: '40000', msg: '轮播位置不正确' });
  });
});
