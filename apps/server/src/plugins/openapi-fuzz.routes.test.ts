import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { App } from '../app';
import { api, createTestApp } from '../../test/test-app';
import { signedInVolunteer, uniqueIp } from '../../test/factories';
import { approvedOrg } from '../../test/org-factories';
import {
  bodyShape,
  fieldsFor,
  hostileString,
  readOperations,
  type OpenApiSchema,
  type Operation,
} from '../../test/hostile-values';

/**
 * Walks the OpenAPI document and sends sampled hostile input to every operation as a visitor,
 * a volunteer and an organisation. Fails on any 5xx, any answer on /v2 outside the envelope
 * (files excepted where the operation answers files), and any stack, SQL or framework code.
 * The seed is printed; FUZZ_SEED=<seed> replays a failure, FUZZ_RUNS=<n> samples more.
 */
const seed = Number(process.env.FUZZ_SEED) || Date.now() % 2 ** 31;
const numRuns = Number(process.env.FUZZ_RUNS) || 3;
console.log(`openapi fuzz: seed ${seed}, ${numRuns} samples per operation and role`);

const leak =
  /FST_[A-Z_]{3,}|ERR_[A-Z_]{3,}|\bat [\w.<>]+ \(|node_modules|\.[jt]s:\d+|PostgresError|syntax error at or near|violates [\w ]*constraint|duplicate key value|relation "|column "|invalid input syntax|invalid byte sequence|drizzle|stack/i;

// Calls that would end the fuzzing session itself; still fuzzed as a visitor.
const endsSession = /logoff\/apply|unbindMobile|changePassword|changeMobile|loginOut/;

let app: App;
const roles: Record<string, Record<string, string>> = { visitor: {} };
let ops: Operation[] = [];

beforeAll(async () => {
  app = await createTestApp({ rateLimitPerMinute: 1_000_000 });
  roles.volunteer = (await signedInVolunteer(app)).headers;
  // An organisation of its own: on a PostgreSQL shared by every test file, random writes in a
  // demo organisation's scope once reset a demo login and cancelled the demo mission that
  // other files read.
  roles.organisation = (await approvedOrg(app)).headers;
  const doc = (await app.inject({ method: 'GET', url: api('/openapi.json') })).json();
  ops = readOperations(doc).filter((op) => !op.path.endsWith('/openapi.json'));
});
afterAll(() => app.close());

const asText = (v: unknown) => (typeof v === 'string' ? v : (JSON.stringify(v) ?? ''));
function encodeSegment(v: unknown) {
  try {
    return encodeURIComponent(asText(v));
  } catch {
    return '%ED%A0%80'; // a lone surrogate has no UTF-8 form: send the raw bytes instead
  }
}

function requestOf(
  op: Operation,
  sample: { params: Record<string, unknown>; body: Record<string, unknown>; shape: string },
  headers: Record<string, string>,
): InjectOptions {
  const query = new URLSearchParams();
  let path = op.path;
  for (const p of op.params) {
    const v = sample.params[p.name];
    if (p.in === 'path') path = path.replace(`{${p.name}}`, encodeSegment(v));
    else if (p.in === 'query' && v !== undefined)
      for (const item of Array.isArray(v) ? v : [v]) query.append(p.name, asText(item));
  }
  const url = `${path}${query.size ? `?${query}` : ''}`;
  const req: InjectOptions = { method: op.method as 'GET', url, headers: { ...headers } };
  req.remoteAddress = uniqueIp();
  if (op.method === 'GET') return req;
  const h = req.headers as Record<string, string>;
  const bodies: Record<string, [string, string]> = {
    json: ['application/json', JSON.stringify(sample.body)],
    form: [
      'application/x-www-form-urlencoded',
      new URLSearchParams(Object.entries(sample.body).map(([k, v]) => [k, asText(v)])).toString(),
    ],
    'multipart-no-boundary': ['multipart/form-data', 'xx'],
    'multipart-truncated': [
      'multipart/form-data; boundary=XYZ',
      '--XYZ\r\nContent-Disposition: form-data; name="a"\r\n\r\nv',
    ],
    'bad-json': ['application/json', '{"a":'],
    text: ['text/plain', 'hello'],
  };
  const [type, payload] = bodies[sample.shape]!;
  h['content-type'] = type;
  req.payload = payload;
  return req;
}

function problemWith(op: Operation, res: LightMyRequestResponse): string | null {
  if (res.statusCode >= 500) return `HTTP ${res.statusCode}: ${res.body.slice(0, 300)}`;
  const isJson = /^application\/json/.test(String(res.headers['content-type']));
  if (!isJson) {
    if (op.answersFiles && res.statusCode === 200) return null;
    // bannerSkip counts the click and sends the browser on to the banner's link (or Home).
    if (res.statusCode === 302 && typeof res.headers.location === 'string') return null;
    return `not JSON (${res.headers['content-type']}): ${res.body.slice(0, 200)}`;
  }
  let body: { code?: unknown; msg?: unknown };
  try {
    body = JSON.parse(res.body);
  } catch {
    return `invalid JSON: ${res.body.slice(0, 200)}`;
  }
  if (typeof body.code !== 'string' || typeof body.msg !== 'string' || !('data' in body))
    return `not an envelope: ${res.body.slice(0, 200)}`;
  if (body.code !== '1' && leak.test(res.body)) return `leaks internals: ${res.body.slice(0, 300)}`;
  if (body.code !== '1' && !/[\u4e00-\u9fa5]/.test(body.msg)) return `msg not Chinese: ${body.msg}`;
  return null;
}

function sampleFor(op: Operation) {
  const pathAndQuery: Record<string, OpenApiSchema> = Object.fromEntries(
    op.params.map((p) => [p.name, p.schema ?? {}]),
  );
  return fc.record({
    params: fc.oneof(
      fieldsFor(pathAndQuery),
      fc.record({ extra: hostileString }, { requiredKeys: [] }),
    ),
    body: fieldsFor(op.bodyProps),
    shape: bodyShape,
  });
}

describe.each(['visitor', 'volunteer', 'organisation'])('hostile input as %s', (role) => {
  it('never faults, always answers the envelope, never shows internals', async () => {
    expect(ops.length).toBeGreaterThan(150);
    const failures: string[] = [];
    for (const op of ops) {
      if (role !== 'visitor' && endsSession.test(op.path)) continue;
      await fc.assert(
        fc.asyncProperty(sampleFor(op), async (sample) => {
          const req = requestOf(op, sample, roles[role]!);
          const problem = problemWith(op, await app.inject(req));
          if (problem) failures.push(`${req.method} ${req.url}: ${problem}`);
          return true;
        }),
        { seed, numRuns },
      );
    }
    // All at once, so one run shows every failing operation (replay with the printed seed).
    expect(failures).toEqual([]);
  }, 120_000);
});
