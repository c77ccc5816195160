import type { Envelope } from '@zyz/domain';

export const API_BASE: string =
  (import.meta as unknown as { env?: Record<string, string> }).env?.VITE_API_BASE ??
  '/v2/api/gdzyz';

/** A refused call: a business code from the envelope, or an HTTP status (code = String(status)). */
export class ApiError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status = 200,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface ApiClientOptions {
  getToken: () => string | null;
  /** Called for a business failure on a non-exempt path: the UI shows one warning toast. */
  onBizError: (msg: string, code: string) => void;
  /**
   * Called for any HTTP error status; the app decides what to clear (spec §8). `serverMsg` is
   * the envelope's msg when the server sent one (429 rate limit, 413 upload too large).
   */
  onHttpError: (status: number, serverMsg?: string) => void;
  /** Paths whose failures are returned to the caller silently (spec §8 "exempt paths"). */
  exemptPaths?: string[];
  timeoutMs?: number;
  /**
   * Called when an answer does not match the schema its caller gave: the app reports it (the
   * server deployed a different shape, or a proxy answered). The caller's promise then fails
   * with MALFORMED_ANSWER and the page shows 数据格式有误 instead of drawing half a record.
   */
  onMalformed?: (path: string, problem: string) => void;
}

/** What an answer is checked against: a zod schema, or anything with the same safeParse. */
export interface AnswerSchema<T> {
  safeParse(
    value: unknown,
  ): { success: true; data: T } | { success: false; error: { issues: AnswerIssue[] } };
}

interface AnswerIssue {
  path: PropertyKey[];
  message: string;
}

/** The code of the ApiError an unexpected answer's caller receives. */
export const MALFORMED_ANSWER = 'malformed-answer';
export const malformedAnswerText = '数据格式有误';

type Query = Record<string, string | number | boolean | null | undefined>;

export interface ApiClient {
  /** With `answer`, the data is parsed by it: what the caller gets is what the schema says. */
  get<T>(path: string, query?: Query, answer?: AnswerSchema<T>): Promise<T>;
  post<T>(
    path: string,
    body?: object,
    opts?: { json?: boolean; query?: Query; answer?: AnswerSchema<T> },
  ): Promise<T>;
  /**
   * Full envelope, for login whose tokens come in `other` and for callers that read a refusal
   * themselves. With `answer`, a success's data is checked as `get` and `post` check it, and
   * with `other` its `other` part (login's tokens).
   */
  envelope<T, O>(
    method: 'GET' | 'POST',
    path: string,
    body?: object,
    query?: Query,
    answer?: AnswerSchema<T>,
    other?: AnswerSchema<O>,
  ): Promise<Envelope<T, O>>;
}

function withQuery(path: string, query?: Query): string {
  const url = API_BASE + path;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query))
    if (v !== undefined && v !== null) params.set(k, String(v));
  const qs = params.toString();
  return qs ? `${url}${url.includes('?') ? '&' : '?'}${qs}` : url;
}

function formBody(body: object): URLSearchParams {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(body))
    if (v !== undefined && v !== null) params.set(k, String(v));
  return params;
}

/** Spec §8: no code, code 200 or code 1 is success. */
function isSuccess(body: { code?: unknown }): boolean {
  if (body.code === undefined || body.code === null) return true;
  const code = String(body.code);
  return code === '1' || code === '200';
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const timeoutMs = options.timeoutMs ?? 5_000_000;

  async function envelope<T, O>(
    method: 'GET' | 'POST',
    path: string,
    body?: object,
    query?: Query,
    json = false,
  ): Promise<Envelope<T, O>> {
    const headers: Record<string, string> = { Accept: 'application/json' };
    const token = options.getToken();
    if (token) headers.Authorization = `Bearer ${token}`;
    let payload: BodyInit | undefined;
    if (method === 'POST' && body) {
      payload = json ? JSON.stringify(body) : formBody(body);
      headers['Content-Type'] = json ? 'application/json' : 'application/x-www-form-urlencoded';
    }
    let res: Response;
    try {
      res = await fetch(withQuery(path, query), {
        method,
        headers,
        body: payload,
        credentials: 'include',
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch {
      options.onHttpError(0);
      throw new ApiError('0', '网络连接失败，请检查网络后重试', 0);
    }
    if (!res.ok) {
      const bodyMsg = await res
        .json()
        .then((b: Partial<Envelope>) => b.msg)
        .catch(() => undefined);
      options.onHttpError(res.status, bodyMsg);
      throw new ApiError(String(res.status), bodyMsg ?? '服务加载中，请刷新页面重试', res.status);
    }
    return (await res.json()) as Envelope<T, O>;
  }

  async function call<T>(
    method: 'GET' | 'POST',
    path: string,
    body?: object,
    query?: Query,
    json = false,
    answer?: AnswerSchema<T>,
  ): Promise<T> {
    const env = await envelope<T, unknown>(method, path, body, query, json);
    if (isSuccess(env)) return answer ? checked(path, env.data, answer) : env.data;
    const exempt = options.exemptPaths?.some((p) => path.startsWith(p)) ?? false;
    const raw = env as { msg?: string; message?: string };
    const msg = raw.msg || raw.message || '操作失败';
    if (!exempt) options.onBizError(msg, String(env.code));
    throw new ApiError(String(env.code), msg);
  }

  const checked = <T>(path: string, data: unknown, answer: AnswerSchema<T>): T =>
    checkAnswer(path, data, answer, options.onMalformed);

  return {
    get: (path, query, answer) => call('GET', path, undefined, query, false, answer),
    post: (path, body, opts) =>
      call('POST', path, body, opts?.query, opts?.json ?? false, opts?.answer),
    envelope: async <T, O>(
      method: 'GET' | 'POST',
      path: string,
      body?: object,
      query?: Query,
      answer?: AnswerSchema<T>,
      other?: AnswerSchema<O>,
    ) => {
      const env = await envelope<T, O>(method, path, body, query, false);
      if (!isSuccess(env)) return env;
      return {
        ...env,
        data: answer ? checked(path, env.data, answer) : env.data,
        ...(other ? { other: checked(path, env.other, other) } : {}),
      };
    },
  };
}

/**
 * The client's check, for the few calls that cannot go through it (multipart uploads): the data
 * as the schema says, or `onMalformed` told and MALFORMED_ANSWER thrown.
 */
export function checkAnswer<T>(
  path: string,
  data: unknown,
  answer: AnswerSchema<T>,
  onMalformed?: (path: string, problem: string) => void,
): T {
  const parsed = answer.safeParse(data);
  if (parsed.success) return parsed.data;
  const problem = parsed.error.issues
    .slice(0, 3)
    .map((i) => `${i.path.map(String).join('.') || '(root)'}: ${i.message}`)
    .join('; ');
  onMalformed?.(path, problem);
  throw new ApiError(MALFORMED_ANSWER, malformedAnswerText);
}

/** `?xc=` cache-buster the spec's login calls carry. */
export function randomXc(): string {
  return Math.random().toString(36).slice(2, 12);
}
