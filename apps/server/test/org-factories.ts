import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { creditCodeCheckChar, DistrictLevel } from '@zyz/domain';
import { districts } from '../src/db/schema/index';
import type { App } from '../src/app';
import { api } from './test-app';
import {
  districtIdByName,
  makeOrgAccount,
  strongPassword,
  tokensFor,
  bearer,
  uniqueIp,
  uniqueLoginName,
  uniqueMobile,
} from './factories';
import { smsCodeFor } from './codes';

// A real 1×1 PNG, the smallest licence image the server accepts.
export const pngLicence = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

const codeChars = '0123456789ABCDEFGHJKLMNPQRTUWXY';

/** A credit code nobody holds, with a right GB 32100 check character. */
export function uniqueCreditCode(): string {
  const tail = Array.from({ length: 9 }, () => codeChars[randomInt(codeChars.length)]).join('');
  const first17 = `5144${String(randomInt(10000)).padStart(4, '0')}${tail}`;
  return first17 + creditCodeCheckChar(first17)!;
}

/** A multipart body of text fields and, when given, the licence file. */
export function multipartForm(fields: Record<string, string>, licence: Buffer | null) {
  const boundary = `----zyzOrgBoundary${randomInt(1e9)}`;
  const parts: Buffer[] = Object.entries(fields).map(([name, value]) =>
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
    ),
  );
  if (licence)
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="licence"; filename="licence.png"\r\n` +
          'Content-Type: image/png\r\n\r\n',
      ),
      licence,
      Buffer.from('\r\n'),
    );
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A complete, valid registration form under `parentId`, with a fresh SMS code. */
export async function registrationFields(
  app: App,
  parentId: number,
  extra: Record<string, string> = {},
) {
  const contactMobile = extra.contactMobile ?? uniqueMobile();
  return {
    orgName: `测试志愿服务队${randomInt(1e6)}`,
    creditCode: uniqueCreditCode(),
    orgType: 'social',
    parentId: String(parentId),
    regionCode: '440100',
    address: '广州市天河区体育西路100号',
    contactName: '赵明',
    contactMobile,
    verifyCode: await smsCodeFor(app, contactMobile, 'orgRegister'),
    loginName: uniqueLoginName('g'),
    password: strongPassword,
    passwordAgain: strongPassword,
    agree: 'true',
    ...extra,
  };
}

export async function postRegistration(
  app: App,
  fields: Record<string, string>,
  licence: Buffer | null = pngLicence,
) {
  const form = multipartForm(fields, licence);
  const res = await app.inject({
    method: 'POST',
    url: api('/open/org/register'),
    payload: form.payload,
    headers: form.headers,
    remoteAddress: uniqueIp(),
  });
  return res.json();
}

/** A federation node's staff member of its own (so tests never share gdadmin01's state). */
export async function signedInFederation(app: App, name = '广州市志愿者联合会') {
  const districtId = await districtIdByName(app, name);
  const o = await makeOrgAccount(app, { districtId, role: 'federation' });
  const t = await tokensFor(app, 'org', o.loginName, o.password);
  return { ...o, districtId, headers: bearer(t.access_token) };
}

/** A new organisation registered under 广州市志愿者联合会 and approved: its admin signed in. */
export async function approvedOrg(app: App) {
  const fed = await signedInFederation(app);
  const fields = await registrationFields(app, fed.districtId);
  const reg = await postRegistration(app, fields);
  if (reg.code !== '1') throw new Error(`register failed: ${reg.msg}`);
  const audit = await app.inject({
    method: 'POST',
    url: api('/manage/pc/org/review/audit'),
    headers: fed.headers,
    payload: { districtId: reg.data.districtId, approve: true },
  });
  if (audit.json().code !== '1') throw new Error(`approve failed: ${audit.body}`);
  const t = await tokensFor(app, 'org', fields.loginName, fields.password);
  return {
    districtId: Number(reg.data.districtId),
    orgName: fields.orgName,
    loginName: fields.loginName,
    headers: bearer(t.access_token),
  };
}

/** A new county federation under the named node, with no staff of its own. */
export async function makeCountyFederation(app: App, parentName = '广州市志愿者联合会') {
  const parentId = await districtIdByName(app, parentName);
  const [parent] = await app.deps.db
    .select({ path: districts.path })
    .from(districts)
    .where(eq(districts.id, parentId));
  const name = `测试${randomInt(1e6)}区志愿者联合会`;
  const [node] = await app.deps.db
    .insert(districts)
    .values({ parentId, level: DistrictLevel.County, name })
    .returning({ id: districts.id });
  await app.deps.db
    .update(districts)
    .set({ path: `${parent!.path}${node!.id}/` })
    .where(eq(districts.id, node!.id));
  return { districtId: node!.id, name };
}
