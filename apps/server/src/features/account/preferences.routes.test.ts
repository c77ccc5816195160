import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, api, createTestApp } from '../../../test/test-app';
import { signedInOrganiser, signedInVolunteer } from '../../../test/factories';

let app: App;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

type Headers = Record<string, string>;
const current = (headers: Headers) =>
  app.inject({ method: 'GET', url: api('/volunteer/user/current'), headers }).then((r) => r.json());
const setCareMode = (headers: Headers, payload: Record<string, unknown>) =>
  app
    .inject({ method: 'POST', url: api('/volunteer/center/userInfo/careMode'), headers, payload })
    .then((r) => ({ status: r.statusCode, ...r.json() }));

describe('care mode on the account', () => {
  it('is unchosen for a new volunteer, then follows what they last chose', async () => {
    const v = await signedInVolunteer(app);
    expect((await current(v.headers)).data.careMode).toBeNull();

    const on = await setCareMode(v.headers, { careMode: true });
    expect(on).toMatchObject({ code: '1', data: { careMode: true } });
    expect((await current(v.headers)).data.careMode).toBe(true);

    await setCareMode(v.headers, { careMode: false });
    expect((await current(v.headers)).data.careMode).toBe(false);
  });

  it('takes the choice from a form too, as the portal sends it', async () => {
    const v = await signedInVolunteer(app);
    const res = await app.inject({
      method: 'POST',
      url: api('/volunteer/center/userInfo/careMode'),
      headers: { ...v.headers, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'careMode=true',
    });
    expect(res.json()).toMatchObject({ code: '1', data: { careMode: true } });
    expect((await current(v.headers)).data.careMode).toBe(true);
  });

  it("changes only the caller's own account", async () => {
    const [a, b] = [await signedInVolunteer(app), await signedInVolunteer(app)];
    await setCareMode(a.headers, { careMode: true });
    expect((await current(b.headers)).data.careMode).toBeNull();
  });

  it('refuses a missing choice by name, a visitor and an organiser', async () => {
    const v = await signedInVolunteer(app);
    const bad = await setCareMode(v.headers, { careMode: 'yes' });
    expect(bad).toMatchObject({ code: '40000', msg: '请选择开启或关闭关怀模式' });
    expect((await current(v.headers)).data.careMode).toBeNull();

    expect((await setCareMode({}, { careMode: true })).status).toBe(401);
    const organiser = await signedInOrganiser(app, '广州市青年志愿者协会');
    expect((await setCareMode(organiser.headers, { careMode: true })).code).not.toBe('1');
  });
});
