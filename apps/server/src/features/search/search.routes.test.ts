import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, createTestApp } from '../../../test/test-app';
import { makeMission } from '../../../test/factories';
import { cmsClient, signedInStaff } from '../article/cms.test-kit';

let app: App;
let c: ReturnType<typeof cmsClient>;
beforeAll(async () => {
  app = await createTestApp();
  c = cmsClient(app);
});
afterAll(() => app.close());

describe('global search', () => {
  it('finds public missions, organisations and published articles by one keyword', async () => {
    const word = `搜${randomBytes(3).toString('hex')}`;
    const { mission } = await makeMission(app, { subject: `${word}社区清洁` });
    await makeMission(app, { subject: `${word}草稿活动`, status: 'draft' });
    const staff = await signedInStaff(app, '广东省志愿者联合会');
    const saved = await c.post('/manage/pc/site/article/save', staff.headers, {
      category: 'summary',
      title: `${word}活动总结`,
      content: '<p>总结</p>',
    });
    await c.post('/manage/pc/site/article/publish', staff.headers, { id: saved.data.id });
    await c.post('/manage/pc/site/article/save', staff.headers, {
      category: 'news',
      title: `${word}未发布`,
      content: '<p>草稿</p>',
    });

    const res = await c.get(`/home/search/all?keyword=${encodeURIComponent(word)}`);
    expect(res.code).toBe('1');
    expect(res.data.missions).toEqual({
      list: [{ id: String(mission.id), title: `${word}社区清洁`, extra: '广东省志愿者联合会' }],
      total: 1,
    });
    expect(res.data.articles.total).toBe(1);
    expect(res.data.articles.list[0]).toMatchObject({ id: saved.data.id, kind: 'summary' });
    expect(res.data.organizations.total).toBe(0);

    const orgs = await c.get(`/home/search/all?keyword=${encodeURIComponent('阳光志愿')}`);
    expect(orgs.data.organizations.list[0]).toMatchObject({ title: '天河区阳光志愿服务队' });
  });

  it('asks for a keyword', async () => {
    expect(await c.get('/home/search/all?keyword=%20')).toMatchObject({
      code: '40000',
      msg: '请输入搜索关键词',
    });
    expect((await c.get(`/home/search/all?keyword=${'字'.repeat(51)}`)).msg).toBe(
      '关键词不能超过50个字',
    );
  });
});
