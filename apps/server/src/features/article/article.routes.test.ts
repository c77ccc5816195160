import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, api, createTestApp } from '../../../test/test-app';
import { makeMission, signedInVolunteer } from '../../../test/factories';
import { cmsClient, signedInStaff } from './cms.test-kit';

let app: App;
let c: ReturnType<typeof cmsClient>;
let province: Awaited<ReturnType<typeof signedInStaff>>;
beforeAll(async () => {
  app = await createTestApp();
  c = cmsClient(app);
  province = await signedInStaff(app, '广东省志愿者联合会');
});
afterAll(() => app.close());

const tag = () => `文章${randomBytes(4).toString('hex')}`;

/** A read of an article detail by one reader: an address and a browser. */
const readAs = (path: string, remoteAddress: string, userAgent = 'Mozilla/5.0 测试') =>
  app
    .inject({ method: 'GET', url: api(path), remoteAddress, headers: { 'user-agent': userAgent } })
    .then((r) => r.json());
const hostile =
  '<p onclick="steal()">正文<script>alert(1)</script>' +
  '<a href="javascript:alert(2)">点我</a><a href="https://www.gdzyz.cn/x">官网</a>' +
  '<img src="/uploads/ab12.png" onerror="x()"><img src="data:image/png;base64,AAAA">' +
  '<iframe src="https://evil.example"></iframe><span style="color:#c00;position:fixed">红</span></p>';

async function publish(headers: Record<string, string>, body: Record<string, unknown>) {
  const saved = await c.post('/manage/pc/site/article/save', headers, body);
  expect(saved.code).toBe('1');
  const published = await c.post('/manage/pc/site/article/publish', headers, { id: saved.data.id });
  expect(published.code).toBe('1');
  return saved.data.id as string;
}

describe('article CMS', () => {
  it('stores hostile rich text sanitised: no script, event handler, javascript: link or data image', async () => {
    const title = tag();
    const saved = await c.post('/manage/pc/site/article/save', province.headers, {
      category: 'news',
      title,
      content: hostile,
    });
    expect(saved.code).toBe('1');
    const view = await c.get(`/manage/pc/site/article/view?id=${saved.data.id}`, province.headers);
    const html: string = view.data.content;
    expect(html).not.toMatch(/script|onclick|onerror|javascript:|data:image|iframe|position/i);
    expect(html).toContain('href="https://www.gdzyz.cn/x"');
    expect(html).toContain('rel="noopener noreferrer nofollow"');
    expect(html).toContain('<img src="/uploads/ab12.png" />');
    expect(html).toContain('color:#c00');
    expect(view.data.status).toBe('draft');
    expect(view.data.digest).toBe('正文点我官网红');
  });

  it('keeps a draft off the portal until it is published, then lists and counts reads', async () => {
    const title = tag();
    const saved = await c.post('/manage/pc/site/article/save', province.headers, {
      category: 'notice',
      title,
      content: '<p>通知正文</p>',
    });
    const id = saved.data.id;
    const hidden = await c.get(`/home/site/article/detail?id=${id}`);
    expect(hidden).toMatchObject({ code: '40400', msg: '文章不存在或已下线' });
    expect(
      (await c.get(`/home/site/article/list?keyword=${encodeURIComponent(title)}`)).data.total,
    ).toBe(0);

    await c.post('/manage/pc/site/article/publish', province.headers, { id });
    const list = await c.get(
      `/home/site/article/list?category=notice&keyword=${encodeURIComponent(title)}`,
    );
    expect(list.data.total).toBe(1);
    expect(list.data.list[0]).toMatchObject({
      id,
      title,
      kind: 'article',
      categoryName: '通知公告',
      viewCount: 0,
    });

    const first = await readAs(`/home/site/article/detail?id=${id}&kind=article`, '10.1.0.1');
    expect(first.data).toMatchObject({
      title,
      content: '<p>通知正文</p>',
      viewCount: 1,
      publisher: '广东省志愿者联合会',
    });
    // The same reader refreshing is one view; another reader, or another browser, is one more.
    const again = await readAs(`/home/site/article/detail?id=${id}`, '10.1.0.1');
    expect(again.data.viewCount).toBe(1);
    const other = await readAs(`/home/site/article/detail?id=${id}`, '10.1.0.2');
    expect(other.data.viewCount).toBe(2);
    const phone = await readAs(`/home/site/article/detail?id=${id}`, '10.1.0.1', 'iPhone 测试');
    expect(phone.data.viewCount).toBe(3);
    // The slug's kind must match: /article/summary-{id} of a news article is no page.
    expect((await c.get(`/home/site/article/detail?id=${id}&kind=summary`)).code).toBe('40400');

    await c.post('/manage/pc/site/article/withdraw', province.headers, { id });
    expect((await c.get(`/home/site/article/detail?id=${id}`)).code).toBe('40400');
  });

  it("links a summary to a mission of the staff member's subtree only", async () => {
    const guangzhou = await signedInStaff(app, '广州市志愿者联合会');
    const own = await makeMission(app, { districtId: guangzhou.districtId });
    const shenzhenId = (await signedInStaff(app, '深圳市志愿者联合会')).districtId;
    const foreign = await makeMission(app, { districtId: shenzhenId });
    const refused = await c.post('/manage/pc/site/article/save', guangzhou.headers, {
      category: 'summary',
      title: tag(),
      content: '<p>总结</p>',
      missionId: String(foreign.mission.id),
    });
    expect(refused).toMatchObject({ code: '40400', msg: '关联的活动不存在或不属于本组织' });
    const id = await publish(guangzhou.headers, {
      category: 'summary',
      title: tag(),
      content: '<p>总结</p>',
      missionId: String(own.mission.id),
    });
    const detail = await c.get(`/home/site/article/detail?id=${id}&kind=summary`);
    expect(detail.data).toMatchObject({
      kind: 'summary',
      missionId: String(own.mission.id),
      missionSubject: own.mission.subject,
    });
    const summaries = await c.get('/home/site/article/list?kind=summary&pageSize=100');
    expect(summaries.data.list.every((a: { kind: string }) => a.kind === 'summary')).toBe(true);
  });

  it('lets no one outside the subtree read, change or delete an article', async () => {
    const guangzhou = await signedInStaff(app, '广州市志愿者联合会');
    const shenzhen = await signedInStaff(app, '深圳市志愿者联合会');
    const saved = await c.post('/manage/pc/site/article/save', guangzhou.headers, {
      category: 'news',
      title: tag(),
      content: '<p>广州</p>',
    });
    const id = saved.data.id;
    for (const [path, body] of [
      ['/manage/pc/site/article/save', { id, category: 'news', title: '改', content: '<p>x</p>' }],
      ['/manage/pc/site/article/publish', { id }],
      ['/manage/pc/site/article/delete', { id }],
    ] as const) {
      expect((await c.post(path, shenzhen.headers, body)).code).toBe('40300');
    }
    expect((await c.get(`/manage/pc/site/article/view?id=${id}`, shenzhen.headers)).code).toBe(
      '40300',
    );
    const theirs = await c.get('/manage/pc/site/article/list?pageSize=100', shenzhen.headers);
    expect(theirs.data.list.some((a: { id: string }) => a.id === id)).toBe(false);
    // The province above sees it; the article is unchanged.
    const view = await c.get(`/manage/pc/site/article/view?id=${id}`, province.headers);
    expect(view.data).toMatchObject({
      content: '<p>广州</p>',
      status: 'draft',
      publisher: '广州市志愿者联合会',
    });
  });

  it("refuses an organisation's own staff, volunteers and anonymous callers", async () => {
    const orgStaff = await signedInStaff(app, '广州市青年志愿者协会', 'org');
    const body = { category: 'news', title: tag(), content: '<p>x</p>' };
    expect(await c.post('/manage/pc/site/article/save', orgStaff.headers, body)).toMatchObject({
      code: '40300',
      msg: '仅联合会工作人员可以管理新闻与帮助内容',
    });
    const v = await signedInVolunteer(app);
    expect((await c.post('/manage/pc/site/article/save', v.headers, body)).code).toBe('40300');
    expect((await c.get('/manage/pc/site/article/list')).code).toBe('401');
  });

  it('answers bad input with a Chinese message and keeps what was saved', async () => {
    const saved = await c.post('/manage/pc/site/article/save', province.headers, {
      category: 'news',
      title: '原标题',
      content: '<p>原文</p>',
    });
    const id = saved.data.id;
    const cases: [Record<string, unknown>, string][] = [
      [{ id, category: 'bogus', title: 't', content: '<p>x</p>' }, '请选择文章分类'],
      [{ id, category: 'news', title: '', content: '<p>x</p>' }, '标题不能为空'],
      [
        { id, category: 'news', title: 'x'.repeat(121), content: '<p>x</p>' },
        '标题不能超过120个字',
      ],
      [{ id, category: 'news', title: 't', content: '<script>alert(1)</script>' }, '正文不能为空'],
      [
        { id, category: 'news', title: 't', content: '<p>x</p>', cover: 'javascript:alert(1)' },
        '封面图片须为本站上传的图片或 https 地址',
      ],
      [{ id: 'abc', category: 'news', title: 't', content: '<p>x</p>' }, '文章编号格式不正确'],
    ];
    for (const [body, msg] of cases) {
      const res = await c.post('/manage/pc/site/article/save', province.headers, body);
      expect(res.code).not.toBe('1');
      expect(res.msg).toContain(msg);
    }
    const view = await c.get(`/manage/pc/site/article/view?id=${id}`, province.headers);
    expect(view.data).toMatchObject({ title: '原标题', content: '<p>原文</p>' });
    expect((await c.get('/manage/pc/site/article/view?id=99999999', province.headers)).code).toBe(
      '40400',
    );
  });

  it('deletes an article for good', async () => {
    const id = await publish(province.headers, {
      category: 'story',
      title: tag(),
      content: '<p>风采</p>',
    });
    expect((await c.post('/manage/pc/site/article/delete', province.headers, { id })).code).toBe(
      '1',
    );
    expect((await c.get(`/home/site/article/detail?id=${id}`)).code).toBe('40400');
  });
});

describe('portal article lists', () => {
  it('pages within bounds and refuses out-of-range paging with a Chinese message', async () => {
    const category = 'policy';
    const prefix = tag();
    for (let i = 0; i < 3; i += 1)
      await publish(province.headers, {
        category,
        title: `${prefix}-${i}`,
        content: `<p>${i}</p>`,
      });
    const kw = encodeURIComponent(prefix);
    const p1 = await c.get(`/home/site/article/list?keyword=${kw}&pageIndex=1&pageSize=2`);
    const p2 = await c.get(`/home/site/article/list?keyword=${kw}&pageIndex=2&pageSize=2`);
    expect(p1.data.total).toBe(3);
    expect(p1.data.list.map((a: { title: string }) => a.title)).toEqual([
      `${prefix}-2`,
      `${prefix}-1`,
    ]);
    expect(p2.data.list.map((a: { title: string }) => a.title)).toEqual([`${prefix}-0`]);
    const beyond = await c.get(`/home/site/article/list?keyword=${kw}&pageIndex=9&pageSize=2`);
    expect(beyond.data).toEqual({ list: [], total: 3 });
    expect(await c.get('/home/site/article/list?pageIndex=0')).toMatchObject({
      code: '40000',
      msg: '页码从1开始',
    });
    expect(await c.get('/home/site/article/list?pageSize=101')).toMatchObject({
      code: '40000',
      msg: '每页条数最多为100',
    });
    expect((await c.get('/home/site/article/list?category=nope')).msg).toBe('文章分类不正确');
    // Neighbours: the middle one links both ways.
    const middle = p1.data.list[1];
    const detail = await c.get(`/home/site/article/detail?id=${middle.id}`);
    expect(detail.data.previous?.title).toBeDefined();
    expect(detail.data.next?.title).toBeDefined();
  });

  it('answers getHotNews as the contract says: at most 10, most read first, news only', async () => {
    const id = await publish(province.headers, {
      category: 'news',
      title: tag(),
      content: '<p>热</p>',
    });
    for (let i = 0; i < 30; i += 1)
      await readAs(`/home/site/article/detail?id=${id}`, `10.2.0.${i + 1}`);
    const hot = await c.get('/home/site/article/getHotNews');
    expect(hot.code).toBe('1');
    expect(hot.data.length).toBeLessThanOrEqual(10);
    const counts = hot.data.map((a: { viewCount: number }) => a.viewCount);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    const mine = hot.data.find((a: { id: string }) => a.id === id);
    expect(mine).toBeDefined();
    expect(Object.keys(mine).sort()).toEqual([
      'category',
      'cover',
      'id',
      'publishTime',
      'title',
      'viewCount',
    ]);
    expect(new Date(mine.publishTime).toISOString()).toBe(mine.publishTime);
    expect(hot.data.every((a: { category: string }) => a.category !== 'summary')).toBe(true);
  });
});
