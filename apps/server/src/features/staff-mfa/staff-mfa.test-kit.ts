import { generate } from 'otplib';
import { type App, api } from '../../../test/test-app';
import {
  bearer,
  districtIdByName,
  login,
  makeOrgAccount,
  tokensFor,
  uniqueIp,
} from '../../../test/factories';
import { clock } from '../../kernel';

// Shared set-up of the second-factor route tests: codes made with otplib at the platform
// clock's instant, and accounts enrolled through the real setup and enable calls.

export type Headers = Record<string, string>;
const stepMs = 30_000;

/**
 * Moves the platform clock to one second into the next TOTP step but one, so the codes a test
 * makes all belong to one step it knows, and none is at or below a step already accepted.
 */
export function toFreshStep(): void {
  const now = clock.nowMs();
  clock.advance((Math.floor(now / stepMs) + 2) * stepMs + 1000 - now);
}

/** The code an authenticator shows now, or `stepsOff` steps away (a phone's clock off). */
export const codeAt = (secret: string, stepsOff = 0) =>
  generate({ secret, epoch: Math.floor(clock.nowMs() / 1000) + stepsOff * 30 });

export const client = (app: App) => ({
  post: (path: string, headers: Headers, payload?: object) =>
    app
      .inject({ method: 'POST', url: api(path), headers, remoteAddress: uniqueIp(), payload })
      .then((r) => r.json()),
  get: (path: string, headers: Headers) =>
    app.inject({ method: 'GET', url: api(path), headers }).then((r) => r.json()),
});

export const totp = (p: string) => `/manage/pc/security/totp/${p}`;

/** A staff account of the named node, signed in with its password (no second factor yet). */
export async function staffOf(app: App, districtName: string, role: 'org' | 'federation' = 'org') {
  const districtId = await districtIdByName(app, districtName);
  const account = await makeOrgAccount(app, { districtId, role });
  const tokens = await tokensFor(app, 'org', account.loginName, account.password);
  return { ...account, districtId, headers: bearer(tokens.access_token) };
}

/** A staff account with its second factor enabled; the clock is then in a fresh step. */
export async function enrolledStaff(
  app: App,
  districtName = '广州市青年志愿者协会',
  role: 'org' | 'federation' = 'org',
) {
  const staff = await staffOf(app, districtName, role);
  const { post } = client(app);
  const setup = await post(totp('setup'), staff.headers);
  if (setup.code !== '1') throw new Error(`setup failed: ${setup.msg}`);
  const secret = setup.data.secret as string;
  const enabled = await post(totp('enable'), staff.headers, { code: await codeAt(secret) });
  if (enabled.code !== '1') throw new Error(`enable failed: ${enabled.msg}`);
  toFreshStep();
  return { ...staff, secret, recoveryCodes: enabled.data.recoveryCodes as string[] };
}

/** The password step of an enrolled account: its ticket. */
export async function ticketFor(app: App, staff: { loginName: string; password: string }) {
  const body = (await login(app, 'org', staff.loginName, staff.password)).json();
  if (body.data?.mfaRequired !== true) throw new Error(`no ticket: ${JSON.stringify(body)}`);
  return body.data.mfaTicket as string;
}

export const totpLogin = (app: App, mfaTicket: string, code: string, ip = uniqueIp()) =>
  app
    .inject({
      method: 'POST',
      url: api(`/auth/login/org/totp?xc=${clock.nowMs()}`),
      payload: { mfaTicket, code },
      remoteAddress: ip,
    })
    .then((r) => r.json());
