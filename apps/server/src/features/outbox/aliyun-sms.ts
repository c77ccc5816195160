import { createHmac, randomUUID } from 'node:crypto';
import type { SmsConfig } from '../../sms-config';

/**
 * 阿里云短信 SendSms (dysmsapi 2017-05-25) over its documented RPC HTTP API: form parameters
 * signed with HMAC-SHA1 (SignatureVersion 1.0), answered with a JSON `{ Code, Message, BizId }`.
 */

export interface SmsRequest {
  phone: string;
  templateCode: string;
  templateParam: Record<string, string>;
}

export type SmsAttempt =
  | { outcome: 'accepted'; messageId: string }
  /** The provider said no; the same request would be refused again. */
  | { outcome: 'refused'; code: string; message: string }
  /** Nothing useful came back (network, timeout, 5xx, the provider's own fault): try again. */
  | { outcome: 'transient'; error: string };

/** RFC 3986, as the signature wants: encodeURIComponent leaves !'()* alone, Aliyun does not. */
export function percentEncode(value: string): string {
  return encodeURIComponent(value).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

export function signAliyunRpc(
  method: 'GET' | 'POST',
  params: Record<string, string>,
  accessKeySecret: string,
): string {
  const canonical = Object.keys(params)
    .sort()
    .map((key) => `${percentEncode(key)}=${percentEncode(params[key]!)}`)
    .join('&');
  const stringToSign = `${method}&${percentEncode('/')}&${percentEncode(canonical)}`;
  return createHmac('sha1', `${accessKeySecret}&`).update(stringToSign).digest('base64');
}

/** The provider's own faults and its API rate limit pass; anything else it answers will not. */
const transientCodes = new Set([
  'isp.SYSTEM_ERROR',
  'ServiceUnavailable',
  'InternalError',
  'Throttling',
  'Throttling.User',
]);

/** Aliyun refuses a template variable longer than 35 characters (isv.PARAM_LENGTH_LIMIT). */
const maxParamLength = 35;
const fitParam = (v: string) =>
  [...v].length > maxParamLength ? `${[...v].slice(0, maxParamLength - 1).join('')}…` : v;

function requestParams(sms: SmsConfig, req: SmsRequest): Record<string, string> {
  const params: Record<string, string> = {
    AccessKeyId: sms.accessKeyId,
    Action: 'SendSms',
    Format: 'JSON',
    RegionId: 'cn-hangzhou',
    SignatureMethod: 'HMAC-SHA1',
    SignatureNonce: randomUUID(),
    SignatureVersion: '1.0',
    // The provider checks this against its own wall clock, so it is the machine's time and
    // never the platform's (possibly shifted) test clock.
    Timestamp: new Date().toISOString().replace(/\.\d{3}Z$/, 'Z'),
    Version: '2017-05-25',
    PhoneNumbers: req.phone,
    SignName: sms.signName,
    TemplateCode: req.templateCode,
  };
  const entries = Object.entries(req.templateParam);
  if (entries.length > 0)
    params.TemplateParam = JSON.stringify(
      Object.fromEntries(entries.map(([k, v]) => [k, fitParam(v)])),
    );
  return params;
}

/** One try, bounded by SMS_TIMEOUT_MS. Never throws. */
export async function sendAliyunSms(sms: SmsConfig, req: SmsRequest): Promise<SmsAttempt> {
  const params = requestParams(sms, req);
  const body = new URLSearchParams({
    ...params,
    Signature: signAliyunRpc('POST', params, sms.accessKeySecret),
  });
  let res: Response;
  try {
    res = await fetch(sms.endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body,
      signal: AbortSignal.timeout(sms.timeoutMs),
    });
  } catch (err) {
    const name = err instanceof Error ? err.name : '';
    const error = name === 'TimeoutError' ? `超时（${sms.timeoutMs} ms）` : String(err);
    return { outcome: 'transient', error: error.slice(0, 200) };
  }
  if (res.status >= 500 || res.status === 429)
    return { outcome: 'transient', error: `HTTP ${res.status}` };
  const answer = (await res.json().catch(() => null)) as {
    Code?: unknown;
    Message?: unknown;
    BizId?: unknown;
  } | null;
  if (!answer || typeof answer.Code !== 'string')
    return { outcome: 'refused', code: `HTTP_${res.status}`, message: '应答不是有效的 JSON' };
  if (answer.Code === 'OK') return { outcome: 'accepted', messageId: String(answer.BizId ?? '') };
  const message = String(answer.Message ?? '').slice(0, 200);
  if (transientCodes.has(answer.Code))
    return { outcome: 'transient', error: `${answer.Code}: ${message}` };
  return { outcome: 'refused', code: answer.Code, message };
}
