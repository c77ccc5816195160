import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError, MALFORMED_ANSWER, checkAnswer, createApiClient } from './api-client';

const countSchema = z.object({ count: z.number().int(), name: z.string().nullable() });

function answerWith(data: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json({ code: '1', msg: '操作成功', data })),
  );
}

function makeClient() {
  const onMalformed = vi.fn();
  const onBizError = vi.fn();
  const onHttpError = vi.fn();
  const api = createApiClient({ getToken: () => null, onBizError, onHttpError, onMalformed });
  return { api, onMalformed, onBizError, onHttpError };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('checked answers', () => {
  it('gives the caller the parsed data when the answer matches its schema', async () => {
    answerWith({ count: 3, name: null, extra: 'kept out' });
    const { api, onMalformed } = makeClient();
    await expect(api.get('/thing', undefined, countSchema)).resolves.toEqual({
      count: 3,
      name: null,
    });
    expect(onMalformed).not.toHaveBeenCalled();
  });

  it('rejects a get whose answer does not match, as 数据格式有误, and reports where', async () => {
    answerWith({ count: '3', name: null });
    const { api, onMalformed, onBizError } = makeClient();
    const failure = api.get('/thing', { id: 1 }, countSchema);
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({
      code: MALFORMED_ANSWER,
      message: '数据格式有误',
    });
    expect(onMalformed).toHaveBeenCalledOnce();
    const [path, problem] = onMalformed.mock.calls[0] as [string, string];
    expect(path).toBe('/thing');
    expect(problem).toMatch(/^count: /);
    // A shape problem is not a refusal: no business-error toast.
    expect(onBizError).not.toHaveBeenCalled();
  });

  it('checks a post answer given as `answer`', async () => {
    answerWith(null);
    const { api, onMalformed } = makeClient();
    await expect(api.post('/save', { a: 1 }, { answer: countSchema })).rejects.toMatchObject({
      code: MALFORMED_ANSWER,
    });
    expect(onMalformed).toHaveBeenCalledWith('/save', expect.stringMatching(/^\(root\): /));
  });

  it('names the root when the whole answer is of the wrong kind', async () => {
    answerWith('not an object');
    const { api, onMalformed } = makeClient();
    await expect(api.get('/thing', undefined, countSchema)).rejects.toBeInstanceOf(ApiError);
    expect(onMalformed.mock.calls[0]?.[1]).toMatch(/^\(root\): /);
  });

  it('leaves an answer unchecked when the caller gave no schema', async () => {
    answerWith({ anything: true });
    const { api, onMalformed } = makeClient();
    await expect(api.get('/thing')).resolves.toEqual({ anything: true });
    expect(onMalformed).not.toHaveBeenCalled();
  });

  it('does not check a refusal: its message goes to the business-error handler', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ code: '40400', msg: '活动不存在或已下架', data: null })),
    );
    const { api, onMalformed, onBizError } = makeClient();
    await expect(api.get('/thing', undefined, countSchema)).rejects.toMatchObject({
      code: '40400',
      message: '活动不存在或已下架',
    });
    expect(onBizError).toHaveBeenCalledWith('活动不存在或已下架', '40400');
    expect(onMalformed).not.toHaveBeenCalled();
  });
});

describe('checked envelopes', () => {
  it('checks the data of a successful envelope and keeps its other part', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json({ code: '1', msg: '操作成功', data: { count: 1, name: 'a' }, other: 'x' }),
      ),
    );
    const { api } = makeClient();
    await expect(api.envelope('POST', '/login', {}, undefined, countSchema)).resolves.toMatchObject(
      { data: { count: 1, name: 'a' }, other: 'x' },
    );
  });

  it('rejects a successful envelope whose data does not match', async () => {
    answerWith({ count: 1 });
    const { api, onMalformed } = makeClient();
    await expect(
      api.envelope('GET', '/detail', undefined, undefined, countSchema),
    ).rejects.toMatchObject({ code: MALFORMED_ANSWER });
    expect(onMalformed).toHaveBeenCalledWith('/detail', expect.stringMatching(/^name: /));
  });

  it("checks a success's other part when given its schema", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json({ code: '1', msg: '操作成功', data: null, other: { count: 'x' } }),
      ),
    );
    const { api, onMalformed } = makeClient();
    await expect(
      api.envelope('POST', '/login', {}, undefined, z.null(), countSchema),
    ).rejects.toMatchObject({ code: MALFORMED_ANSWER });
    expect(onMalformed).toHaveBeenCalledWith('/login', expect.stringMatching(/^count: /));
  });

  it('hands a refusal back unchecked, for the caller to read', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ code: '40400', msg: '不存在', data: null })),
    );
    const { api, onMalformed } = makeClient();
    await expect(
      api.envelope('GET', '/detail', undefined, undefined, countSchema),
    ).resolves.toMatchObject({ code: '40400', data: null });
    expect(onMalformed).not.toHaveBeenCalled();
  });
});

describe('checkAnswer, for calls made outside the client', () => {
  it('returns the parsed data, or reports and throws 数据格式有误', () => {
    const report = vi.fn();
    expect(checkAnswer('/upload', { count: 2, name: null }, countSchema, report)).toEqual({
      count: 2,
      name: null,
    });
    expect(() => checkAnswer('/upload', { count: 2 }, countSchema, report)).toThrow('数据格式有误');
    expect(report).toHaveBeenCalledWith('/upload', expect.stringMatching(/^name: /));
  });
});
