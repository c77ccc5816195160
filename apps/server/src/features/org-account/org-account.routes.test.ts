import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminInfoSchema } from '@zyz/domain';
import { type App, api, createTestApp } from '../../../test/test-app';
import { bearer, tokensFor } from '../../../test/factories';

let app: App;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

describe('preEditMyInfo', () => {
  it('answers the organisation account with its node and full path', async () => {
    const t = await tokensFor(app, 'org', 'gzqnzyz01', 'Zyz@2024pass');
    const body = (
      await app.inject({
        method: 'GET',
        url: api('/manage/pc/usersAdmin/preEditMyInfo'),
        headers: bearer(t.access_token),
      })
    ).json();
    expect(body.code).toBe('1');
    expect(adminInfoSchema.safeParse(body.data).success).toBe(true);
    expect(body.data).toMatchObject({ loginName: 'gzqnzyz01', role: 'org', mobile: '13600136003' });
    expect(body.data.district).toMatchObject({
      districtName: '广州市青年志愿者协会',
      districtPath: '广东省志愿者联合会 / 广州市志愿者联合会 / 广州市青年志愿者协会',
      level: 4,
    });
    expect(body.data.district.creditCode).toMatch(/^51\d{6}[0-9A-Z]{10}$/);
    expect(body.data.lastLoginAt).not.toBeNull();
  });
});
