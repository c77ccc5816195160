import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, api, createTestApp } from '../../../test/test-app';
import { bearer, districtIdByName, makeOrgAccount, tokensFor } from '../../../test/factories';

let app: App;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

describe('site settings of a federation node', () => {
  it('saves its own settings, which districtDomain then answers, blanks inheriting', async () => {
    // A city no other test reads (on PostgreSQL all test files share one database): the
    // province's settings and Shenzhen's inheritance (district.routes.test.ts) stay as seeded.
    const districtId = await districtIdByName(app, '汕头市志愿者联合会');
    const o = await makeOrgAccount(app, { districtId, role: 'federation' });
    const headers = bearer((await tokensFor(app, 'org', o.loginName, o.password)).access_token);
    const post = async (payload: object) =>
      (
        await app.inject({
          method: 'POST',
          url: api('/manage/pc/site/saveSiteSettings'),
          headers,
          payload,
        })
      ).json();
    const root = (
      await app.inject({ method: 'GET', url: api('/home/index/districtDomain') })
    ).json().data;
    // Read once before saving: the answer kept for a few seconds must not outlive the save.
    const before = await app.inject({
      method: 'GET',
      url: api(`/home/index/districtDomain?districtId=${districtId}`),
    });
    expect(before.json().data['header-gd']).not.toBe('/uploads/aa/header.png');

    const saved = await post({
      headerImage: '/uploads/aa/header.png',
      icpFilling: '粤ICP备12345678号-9',
      mailbox: 'sz@example.com',
      footerImage: '',
    });
    expect(saved).toMatchObject({
      code: '1',
      data: { headerImage: '/uploads/aa/header.png', footerImage: '', mailbox: 'sz@example.com' },
    });
    const domain = (
      await app.inject({
        method: 'GET',
        url: api(`/home/index/districtDomain?districtId=${districtId}`),
      })
    ).json().data;
    expect(domain).toMatchObject({
      'header-gd': '/uploads/aa/header.png',
      icpFilling: '粤ICP备12345678号-9',
      mailbox: 'sz@example.com',
      'footer-gd': root['footer-gd'],
    });

    const bad = await post({ mailbox: 'not-an-email', icpFilling: '改了' });
    expect(bad).toMatchObject({ code: '40000', msg: '服务邮箱格式不正确' });
    const hostile = await post({ headerImage: 'javascript:alert(1)' });
    expect(hostile.msg).toContain('页头图片');
    const kept = await app.inject({
      method: 'GET',
      url: api('/manage/pc/site/getSiteSettings'),
      headers,
    });
    expect(kept.json().data.icpFilling).toBe('粤ICP备12345678号-9');
  });

  it('is refused to an organisation account', async () => {
    const o = await makeOrgAccount(app, { districtId: 1, role: 'org' });
    const headers = bearer((await tokensFor(app, 'org', o.loginName, o.password)).access_token);
    const res = await app.inject({
      method: 'GET',
      url: api('/manage/pc/site/getSiteSettings'),
      headers,
    });
    expect(res.json()).toMatchObject({ code: '40300' });
  });
});
