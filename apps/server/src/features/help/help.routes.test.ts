import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, createTestApp } from '../../../test/test-app';
import { cmsClient, signedInStaff } from '../article/cms.test-kit';

let app: App;
let c: ReturnType<typeof cmsClient>;
let province: Awaited<ReturnType<typeof signedInStaff>>;
beforeAll(async () => {
  app = await createTestApp();
  c = cmsClient(app);
  province = await signedInStaff(app, '广东省志愿者联合会');
});
afterAll(() => app.close());

const word = () => `词${randomBytes(4).toString('hex')}`;

describe('help centre', () => {
  it('publishes a question the portal finds by category and by words of its answer', async () => {
    const secret = word();
    const saved = await c.post('/manage/pc/site/help/save', province.headers, {
      category: 'hours',
      title: '服务时长多久到账？',
      content: `<p>公示期满后自动到账。${secret}<script>x()</script></p>`,
      sort: 3,
    });
    expect(saved.code).toBe('1');
    const id = saved.data.id;
    const before = await c.get(`/home/site/help/list?keyword=${encodeURIComponent(secret)}`);
    expect(before.data.total).toBe(0);
    const countsBefore = await c.get('/home/site/help/categories');

    await c.post('/manage/pc/site/help/publish', province.headers, { id });
    const found = await c.get(`/home/site/help/list?keyword=${encodeURIComponent(secret)}`);
    expect(found.data.list).toEqual([
      {
        id,
        category: 'hours',
        categoryName: '服务时长',
        title: '服务时长多久到账？',
        content: `<p>公示期满后自动到账。${secret}</p>`,
      },
    ]);
    const inCategory = await c.get('/home/site/help/list?category=hours&pageSize=100');
    expect(inCategory.data.list.some((h: { id: string }) => h.id === id)).toBe(true);
    const otherCategory = await c.get('/home/site/help/list?category=card&pageSize=100');
    expect(otherCategory.data.list.some((h: { id: string }) => h.id === id)).toBe(false);

    const counts = await c.get('/home/site/help/categories');
    const hoursOf = (r: { data: { code: string; count: number }[] }) =>
      r.data.find((x) => x.code === 'hours')!.count;
    expect(hoursOf(counts)).toBe(hoursOf(countsBefore) + 1);
    expect(counts.data.map((x: { name: string }) => x.name)).toContain('注册登录');

    await c.post('/manage/pc/site/help/withdraw', province.headers, { id });
    expect(
      (await c.get(`/home/site/help/list?keyword=${encodeURIComponent(secret)}`)).data.total,
    ).toBe(0);
    await c.post('/manage/pc/site/help/delete', province.headers, { id });
    const gone = await c.get(
      `/manage/pc/site/help/list?keyword=${encodeURIComponent(secret)}`,
      province.headers,
    );
    expect(gone.data.total).toBe(0);
  });

  it('lets only provincial federation staff write it', async () => {
    const city = await signedInStaff(app, '广州市志愿者联合会');
    const body = { category: 'other', title: '问题', content: '<p>答</p>' };
    expect(await c.post('/manage/pc/site/help/save', city.headers, body)).toMatchObject({
      code: '40300',
      msg: '帮助中心由省级联合会统一维护，请联系省联合会',
    });
    const org = await signedInStaff(app, '广州市青年志愿者协会', 'org');
    expect((await c.get('/manage/pc/site/help/list', org.headers)).code).toBe('40300');
    expect((await c.post('/manage/pc/site/help/publish', {}, { id: '1' })).code).toBe('401');
  });

  it('answers bad input in Chinese and keeps the saved answer', async () => {
    const saved = await c.post('/manage/pc/site/help/save', province.headers, {
      category: 'register',
      title: '如何注册？',
      content: '<p>原答案</p>',
    });
    const id = saved.data.id;
    const cases: [Record<string, unknown>, string][] = [
      [{ id, category: 'x', title: 't', content: '<p>a</p>' }, '请选择帮助分类'],
      [{ id, category: 'register', title: '', content: '<p>a</p>' }, '问题不能为空'],
      [{ id, category: 'register', title: 't', content: '<img src=x onerror=1>' }, '解答不能为空'],
      [{ id, category: 'register', title: 't', content: '<p>a</p>', sort: -1 }, '排序不能为负'],
      [
        { id: '99999999', category: 'register', title: 't', content: '<p>a</p>' },
        '帮助文章不存在或已删除',
      ],
    ];
    for (const [body, msg] of cases) {
      const res = await c.post('/manage/pc/site/help/save', province.headers, body);
      expect(res.code).not.toBe('1');
      expect(res.msg).toContain(msg);
    }
    const list = await c.get(
      '/manage/pc/site/help/list?category=register&pageSize=100',
      province.headers,
    );
    expect(list.data.list.find((h: { id: string }) => h.id === id)).toMatchObject({
      title: '如何注册？',
      content: '<p>原答案</p>',
      status: 'draft',
    });
    expect((await c.get('/home/site/help/list?pageSize=0')).msg).toBe('每页条数至少为1');
    expect((await c.get(`/home/site/help/list?keyword=${'长'.repeat(51)}`)).msg).toBe(
      '关键词不能超过50个字',
    );
  });
});
