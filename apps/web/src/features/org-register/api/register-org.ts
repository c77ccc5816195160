import { API_BASE, ApiError, checkAnswer } from '@zyz/client';
import {
  orgRegisterResultSchema,
  sentCodeSchema,
  SessionKey,
  type OrgRegisterResult,
} from '@zyz/domain';
import { api, reportMalformedAnswer } from '../../../lib/api-client';

export interface OrgRegisterForm {
  orgName: string;
  creditCode: string;
  orgType: string;
  parentId: string;
  regionCode: string;
  address: string;
  contactName: string;
  contactMobile: string;
  verifyCode: string;
  loginName: string;
  password: string;
  passwordAgain: string;
}

/**
 * POST /open/org/register: multipart, because the licence image travels with the form (an
 * anonymous applicant has no token to upload it beforehand). The shared client speaks only
 * form-encoded and JSON, hence a plain fetch; a refusal is thrown for the form to show.
 */
export async function registerOrg(
  form: OrgRegisterForm,
  licence: File,
): Promise<OrgRegisterResult> {
  const body = new FormData();
  for (const [key, value] of Object.entries(form)) body.append(key, value);
  body.append('agree', 'true');
  body.append('licence', licence);
  let res: Response;
  try {
    res = await fetch(`${API_BASE}/open/org/register`, {
      method: 'POST',
      body,
      credentials: 'include',
      headers: { Accept: 'application/json' },
    });
  } catch {
    throw new ApiError('0', '网络连接失败，请检查网络后重试', 0);
  }
  const env = (await res.json().catch(() => null)) as {
    code?: string;
    msg?: string;
    data?: OrgRegisterResult;
  } | null;
  if (!env) throw new ApiError(String(res.status), '服务加载中，请刷新页面重试', res.status);
  if (env.code !== '1' || !env.data) throw new ApiError(env.code ?? '0', env.msg ?? '注册失败');
  return checkAnswer(
    '/open/org/register',
    env.data,
    orgRegisterResultSchema,
    reportMalformedAnswer,
  );
}

/** The code for the contact mobile; its limits (60 s, daily cap) answer as a Chinese msg. */
export function sendOrgRegisterCode(mobile: string) {
  return api.post(
    '/open/verifycode/sendCodeToMobile',
    { mobile, type: 'orgRegister' },
    { answer: sentCodeSchema },
  );
}

/** The success page reads what was submitted from this tab's session (spec §4 keeps the key). */
export function rememberRegistration(result: OrgRegisterResult & { loginName: string }) {
  sessionStorage.setItem(
    SessionKey.RegisteredOrganizationDate,
    JSON.stringify({ ...result, at: new Date().toISOString() }),
  );
}

export function readRegistration(): (OrgRegisterResult & { loginName: string; at: string }) | null {
  try {
    const raw = sessionStorage.getItem(SessionKey.RegisteredOrganizationDate);
    return raw ? (JSON.parse(raw) as OrgRegisterResult & { loginName: string; at: string }) : null;
  } catch {
    return null;
  }
}
