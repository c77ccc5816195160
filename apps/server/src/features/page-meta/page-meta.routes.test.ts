import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, createTestApp } from '../../../test/test-app';
import { districtIdByName, makeMission } from '../../../test/factories';
import { cmsClient, signedInStaff } from '../article/cms.test-kit';

const shell = `<!doctype html>
<html lang="zh-CN">
  <head>
    <meta charset="UTF-8" />
    <meta
      name="description"
      content="志愿服务平台：浏览和报名志愿活动。"
    />
    <title>志愿服务平台</title>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

let app: App;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'zyz-meta-'));
beforeAll(async () => {
  for (const name of ['web', 'admin']) {
    fs.mkdirSync(path.join(dir, name), { recursive: true });
    fs.writeFileSync(path.join(dir, name, 'index.html'), shell);
  }
  app = await createTestApp({ webDist: path.join(dir, 'web'), adminDist: path.join(dir, 'admin') });
});
afterAll(async () => {
  await app.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const page = (url: string) =>
  app.inject({ method: 'GET', url, headers: { host: 'zyz.example.cn' } });

async function publishArticle(body: Record<string, unknown>) {
  const c = cmsClient(app);
  const staff = await signedInStaff(app, '广东省志愿者联合会');
  const saved = await c.post('/manage/pc/site/article/save', staff.headers, body);
  await c.post('/manage/pc/site/article/publish', staff.headers, { id: saved.data.id });
  return saved.data.id as string;
}

describe('page meta in the served HTML', () => {
  it('gives a mission detail page its real title, description and og tags', async () => {
    const { mission } = await makeMission(app, { subject: '珠江边净滩行动' });
    const res = await page(`/mission/detail-${mission.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>珠江边净滩行动 - 志愿服务平台</title>');
    expect(res.body).toContain('<meta property="og:title" content="珠江边净滩行动" />');
    expect(res.body).toContain(
      `<meta property="og:url" content="http://zyz.example.cn/mission/detail-${mission.id}" />`,
    );
    expect(res.body).toMatch(
      /<meta name="description" content="广东省志愿者联合会｜广州市天河区天河路385号/,
    );
    // One description only: the shell's generic one is replaced.
    expect(res.body.match(/name="description"/g)).toHaveLength(1);
    expect(res.body).toContain('<h1>珠江边净滩行动</h1>');
  });

  it('escapes a hostile title so it cannot break out of the tags', async () => {
    const hostile = '</title><script>alert(1)</script>"><img src=x onerror=alert(2)>';
    const id = await publishArticle({
      category: 'news',
      title: hostile,
      digest: '"摘要" <b>&</b>',
      content: '<p>正文</p>',
    });
    const res = await page(`/article/article-${id}`);
    expect(res.body).not.toContain('<script>alert(1)');
    expect(res.body).not.toContain('<img src=x');
    expect(res.body).toContain(
      '<title>&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt;&quot;&gt;&lt;img src=x onerror=alert(2)&gt; - 志愿服务平台</title>',
    );
    expect(res.body).toContain('content="&quot;摘要&quot; &lt;b&gt;&amp;&lt;/b&gt;"');
    expect(res.body).toContain('<meta property="og:type" content="article" />');
  });

  it('serves a summary under /article/summary-{id} and an organisation under /organization/details', async () => {
    const id = await publishArticle({
      category: 'summary',
      title: '敬老院探访总结',
      content: '<p>一次温暖的探访</p>',
    });
    const summary = await page(`/article/summary-${id}`);
    expect(summary.body).toContain('<title>敬老院探访总结 - 志愿服务平台</title>');
    expect(summary.body).toContain('content="一次温暖的探访"');
    // The wrong prefix is not that page: the plain shell comes back.
    expect((await page(`/article/article-${id}`)).body).toContain('<title>志愿服务平台</title>');

    const orgId = await districtIdByName(app, '广州市青年志愿者协会');
    const org = await page(`/organization/details?id=${orgId}`);
    expect(org.body).toContain('<title>广州市青年志愿者协会 - 志愿服务平台</title>');
    expect(org.body).toContain('志愿服务组织');
  });

  it('serves the plain shell for drafts, unknown ids and other pages', async () => {
    const c = cmsClient(app);
    const staff = await signedInStaff(app, '广东省志愿者联合会');
    const draft = await c.post('/manage/pc/site/article/save', staff.headers, {
      category: 'news',
      title: '草稿不可见',
      content: '<p>x</p>',
    });
    for (const url of [
      `/article/article-${draft.data.id}`,
      '/article/article-99999999',
      '/mission/detail-abc',
      '/organization/details?id=x',
      '/help',
    ]) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<title>志愿服务平台</title>');
      expect(res.body, url).not.toContain('草稿不可见');
    }
  });
});
