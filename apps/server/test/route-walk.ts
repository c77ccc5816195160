import type { LightMyRequestResponse } from 'fastify';
import type { Operation } from './hostile-values';

/**
 * Walks GET routes with ids that earlier answers showed, one call per kind of object: what
 * the demo-walk test needs to reach every detail page of every kind without a hand-kept list
 * of routes and ids.
 */

type Scalar = string | number;

/** An object some answer showed: its ids, the kind it is, and the folder of the route. */
export interface Sighting {
  dir: string;
  kind: string;
  ids: Record<string, Scalar>;
}

// `id`, `missionId`, `timesInfoId`, `siteMsgId`...: what a later request can ask for.
const idKey = /^id$|Id$/;
// The fields that make objects of one table look different: card type, state, direction...
const kindKey = /type$|kind$|state$|status$|direction$|method$|level$|role$/i;

export const dirOf = (path: string) => path.slice(0, path.lastIndexOf('/'));

/** Every object in `data` that carries an id, with the values that tell its kind. */
export function harvest(data: unknown, dir: string, into: Sighting[]): void {
  if (Array.isArray(data)) {
    for (const item of data) harvest(item, dir, into);
    return;
  }
  if (!data || typeof data !== 'object') return;
  const ids: Record<string, Scalar> = {};
  const kind: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(data)) {
    if (value !== null && typeof value === 'object') harvest(value, dir, into);
    else if ((typeof value === 'string' || typeof value === 'number') && idKey.test(key)) {
      if (value !== '') ids[key] = value;
    } else if (kindKey.test(key)) kind[key] = value;
  }
  if (Object.keys(ids).length > 0) into.push({ dir, kind: JSON.stringify(kind), ids });
}

/**
 * The value a sighting offers for a parameter: its field of that name, from the route's own
 * folder (or a folder above) when some answer there showed one; otherwise, when no answer
 * has such a field, the `id` of an object listed in that folder (a list's `id` for
 * `detail?id=` or `download?certificateId=`).
 */
function offerOf(seen: Sighting[], name: string, opDir: string) {
  const isNear = (s: Sighting) => `${opDir}/`.startsWith(`${s.dir}/`);
  const hasField = (s: Sighting) => name !== 'id' && s.ids[name] !== undefined;
  if (seen.some((s) => isNear(s) && hasField(s)))
    return (s: Sighting) => (isNear(s) ? s.ids[name] : undefined);
  if (seen.some(hasField)) return (s: Sighting) => s.ids[name];
  return (s: Sighting) => (isNear(s) ? s.ids.id : undefined);
}

type Params = Record<string, Scalar>;

/** One set of required ids per kind of object seen, or null when nothing seen offers them. */
/** The object's own id (its `id`, else the smallest it carries): older rows have smaller ones. */
const smallestId = (s: Sighting) => {
  const own = Number(s.ids.id);
  if (Number.isFinite(own)) return own;
  const numbers = Object.values(s.ids).map(Number).filter(Number.isFinite);
  return numbers.length > 0 ? Math.min(...numbers) : Number.MAX_SAFE_INTEGER;
};

function idTuples(op: Operation, names: string[], seen: Sighting[], cap: number): Params[] | null {
  if (names.length === 0) return [{}];
  const offers = names.map((n) => offerOf(seen, n, dirOf(op.path)));
  const tuples = new Map<string, Params>();
  const kinds = new Set<string>();
  const add = (s: Sighting, tuple: Params) => {
    const key = JSON.stringify(tuple);
    if (tuples.has(key) || kinds.has(s.kind) || tuples.size >= cap) return;
    kinds.add(s.kind);
    tuples.set(key, tuple);
  };
  // Oldest first: on a shared PostgreSQL the demo's rows come before what other test files
  // wrote (whose uploaded files their own temporary folders took away with them).
  const oldestFirst = [...seen].sort((a, b) => smallestId(a) - smallestId(b));
  for (const s of oldestFirst) {
    const values = offers.map((offer) => offer(s));
    if (values.every((v) => v !== undefined))
      add(s, Object.fromEntries(names.map((n, i) => [n, values[i]!])));
  }
  if (tuples.size > 0) return [...tuples.values()];
  // No one object offers them all: the first of each, one set per kind of the first.
  const firsts = offers.map((offer) => seen.map(offer).find((v) => v !== undefined));
  if (firsts.some((v) => v === undefined)) return null;
  for (const s of seen) {
    const lead = offers[0]!(s);
    if (lead !== undefined)
      add(s, Object.fromEntries(names.map((n, i) => [n, i === 0 ? lead : firsts[i]!])));
  }
  return [...tuples.values()];
}

const enumOf = (p: Operation['params'][number]) => (p.schema?.enum ?? []) as Scalar[];

/**
 * The URLs to call for one operation: every kind of object its required ids can name, each
 * required choice (`side=front|back`) and, once each, every value of an optional choice
 * (`state=pending|...`). Lists ask for their largest page, so they show more to harvest.
 * Null when the walk has not yet seen an object the operation needs.
 */
export function urlsFor(op: Operation, seen: Sighting[], cap = 12): string[] | null {
  const required = op.params.filter((p) => p.required && enumOf(p).length === 0);
  const tuples = idTuples(
    op,
    required.map((p) => p.name),
    seen,
    cap,
  );
  if (!tuples) return null;
  let sets = tuples;
  for (const p of op.params.filter((q) => q.required && enumOf(q).length > 0))
    sets = sets.flatMap((s) => enumOf(p).map((v) => ({ ...s, [p.name]: v })));
  const choices = op.params.filter((p) => !p.required && enumOf(p).length > 0);
  sets = [...sets, ...choices.flatMap((p) => enumOf(p).map((v) => ({ ...sets[0], [p.name]: v })))];
  const hasPageSize = op.params.some((p) => p.name === 'pageSize');
  return sets.map((set) => {
    let path = op.path;
    const query = new URLSearchParams(hasPageSize ? { pageSize: '100' } : {});
    for (const p of op.params) {
      const v = set[p.name];
      if (v === undefined) continue;
      if (p.in === 'path') path = path.replace(`{${p.name}}`, encodeURIComponent(String(v)));
      else query.set(p.name, String(v));
    }
    return query.size > 0 ? `${path}?${query}` : path;
  });
}

const hasChinese = /[\u4e00-\u9fa5]/;

/** What is wrong with an answer a client would read, or null: 5xx, or JSON outside the envelope. */
export function faultOf(res: LightMyRequestResponse, answersFiles: boolean): string | null {
  const excerpt = res.body.slice(0, 300);
  if (res.statusCode >= 500) return `HTTP ${res.statusCode} ${excerpt}`;
  if (!String(res.headers['content-type'] ?? '').includes('application/json'))
    return answersFiles && res.statusCode === 200
      ? null
      : `HTTP ${res.statusCode} ${res.headers['content-type']}`;
  let body: Record<string, unknown> | null;
  try {
    body = res.json();
  } catch {
    return `HTTP ${res.statusCode} invalid JSON ${excerpt}`;
  }
  const e = body ?? {};
  if (typeof e.code !== 'string' || typeof e.msg !== 'string' || !('data' in e))
    return `HTTP ${res.statusCode} not an envelope ${excerpt}`;
  if (e.code !== '1' && !hasChinese.test(e.msg))
    return `HTTP ${res.statusCode} refusal without a Chinese message ${excerpt}`;
  return null;
}

interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  [check: string]: unknown;
}

const inputChecks = ['pattern', 'minLength', 'maxLength', 'format'];

/**
 * String fields of success answers that carry a check made for what a person types (a mobile's
 * pattern, a name's length): `METHOD path field check`.
 */
export function inputChecksInAnswers(doc: {
  paths: Record<string, Record<string, { responses?: Record<string, unknown> }>>;
}): string[] {
  const found: string[] = [];
  const visit = (s: JsonSchema | undefined, at: string) => {
    if (!s) return;
    if (s.type === 'string')
      for (const check of inputChecks) if (check in s) found.push(`${at} ${check}`);
    for (const [key, child] of Object.entries(s.properties ?? {})) visit(child, `${at}.${key}`);
    visit(s.items, `${at}[]`);
    for (const branch of [...(s.anyOf ?? []), ...(s.oneOf ?? []), ...(s.allOf ?? [])])
      visit(branch, at);
  };
  for (const [path, methods] of Object.entries(doc.paths))
    for (const [method, op] of Object.entries(methods)) {
      const ok = op.responses?.['200'] as
        { content?: Record<string, { schema?: JsonSchema }> } | undefined;
      visit(ok?.content?.['application/json']?.schema, `${method.toUpperCase()} ${path}`);
    }
  return found;
}
