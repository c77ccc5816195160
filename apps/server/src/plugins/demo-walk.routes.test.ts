import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app';
import { api, createTestApp } from '../../test/test-app';
import { bearer, tokensFor, uniqueIp } from '../../test/factories';
import { readOperations, type Operation } from '../../test/hostile-values';
import {
  dirOf,
  faultOf,
  harvest,
  inputChecksInAnswers,
  urlsFor,
  type Sighting,
} from '../../test/route-walk';

/**
 * Every GET of the console and of the personal center, read from the OpenAPI document (a new
 * route is walked without being listed here), called as the demo accounts over every kind of
 * object the demo holds: ids come from the lists, one call per kind (a credit-card and a
 * debit-card application, each state filter...). Fails on a 5xx, on any JSON outside the
 * envelope, and on a route the demo gives nothing to call it with or that never succeeds.
 */

const demoPassword = 'Zyz@2024pass';

// GETs that act rather than read: walking them would change the demo other tests read (on a
// shared PostgreSQL), or end the walk's own session.
const acting: Record<string, string> = {
  '/volunteer/mission/cancelApplyMission': 'cancels an application',
  '/volunteer/mission/delApplyMission': 'deletes an application',
  '/volunteer/mission/calendarFeed?reset=1': 'replaces the calendar address',
  '/volunteer/sitemsg/read': 'marks messages read',
  '/volunteer/sitemsgbiz/link/{token}': 'accepts an invitation',
  '/volunteer/district/applyDistrict': 'applies to join an organisation',
  '/volunteer/district/cancelDistrict': 'leaves an organisation',
  '/volunteer/center/userInfo/unbindMobile': 'unbinds the mobile',
  '/volunteer/center/userInfo/unbindEmail': 'unbinds the e-mail address',
  '/volunteer/securityCenter/logoff/apply': 'starts the logoff',
  '/volunteer/securityCenter/logoff/cancel': 'cancels the logoff',
  '/manage/pc/bankCard/export': 'sends the approved applications to the bank',
};

function isActing(url: string) {
  const [path, query] = url.replace(api(''), '').split('?');
  return Object.keys(acting).some((key) => {
    const [actPath, actQuery] = key.split('?');
    if (actPath !== path) return false;
    if (!actQuery) return true;
    const [name, value] = actQuery.split('=');
    return new URLSearchParams(query).get(name!) === value;
  });
}

interface Walk {
  faults: string[];
  reached: Set<string>;
  succeeded: Set<string>;
}

let app: App;
let doc: Parameters<typeof readOperations>[0];

async function walkAs(ops: Operation[], who: string, headers: Record<string, string>, walk: Walk) {
  const seen: Sighting[] = [];
  // Lists first, so a detail sees the ids of every list before it is called; then rounds: a
  // detail shows the ids of its shifts, their pages the ids of their rows...
  const idsNeeded = (op: Operation) =>
    op.params.filter((p) => p.required && !p.schema?.enum?.length).length;
  let waiting = [...ops].sort((a, b) => idsNeeded(a) - idsNeeded(b));
  for (;;) {
    const later: Operation[] = [];
    for (const op of waiting) {
      const urls = urlsFor(op, seen)?.filter((url) => !isActing(url));
      if (!urls) {
        later.push(op);
        continue;
      }
      walk.reached.add(op.path);
      for (const url of urls) {
        const res = await app.inject({ method: 'GET', url, headers, remoteAddress: uniqueIp() });
        const fault = faultOf(res, op.answersFiles);
        if (fault) walk.faults.push(`${who} GET ${url.replace(api(''), '')}: ${fault}`);
        else if (res.statusCode === 200 && !res.headers['content-type']?.includes('json'))
          walk.succeeded.add(op.path);
        else if (res.json().code === '1') {
          walk.succeeded.add(op.path);
          harvest(res.json().data, dirOf(op.path), seen);
        }
      }
    }
    if (later.length === 0 || later.length === waiting.length) return;
    waiting = later;
  }
}

async function walkAll(ops: Operation[], accounts: [kind: 'org' | 'volunteer', name: string][]) {
  const walk: Walk = { faults: [], reached: new Set(), succeeded: new Set() };
  for (const [kind, name] of accounts) {
    const tokens = await tokensFor(app, kind, name, demoPassword);
    await walkAs(ops, name, bearer(tokens.access_token), walk);
  }
  const unwalked = (set: Set<string>) =>
    ops.map((op) => op.path.replace(api(''), '')).filter((p) => !set.has(api(p)));
  return {
    faults: walk.faults,
    unreached: unwalked(walk.reached),
    neverSucceeded: unwalked(walk.succeeded),
  };
}

const getsUnder = (prefix: string, secured: boolean) =>
  readOperations(doc).filter(
    (op) =>
      op.method === 'GET' &&
      op.path.startsWith(api(prefix)) &&
      (!secured || (doc.paths[op.path]!.get!.security as unknown[] | undefined)?.length) &&
      !isActing(op.path),
  );

beforeAll(async () => {
  app = await createTestApp({ rateLimitPerMinute: 1_000_000 });
  doc = (await app.inject({ method: 'GET', url: api('/openapi.json') })).json();
});
afterAll(() => app.close());

describe('walking the demo', () => {
  it('lists only routes that exist as acting', () => {
    const paths = Object.keys(doc.paths).map((p) => p.replace(api(''), ''));
    for (const key of Object.keys(acting)) expect(paths).toContain(key.split('?')[0]);
  });

  it('describes answers without the checks made for typed input', () => {
    // An input schema reused for an answer refuses what the server means to send (a masked
    // mobile against "a valid mobile"), and the whole answer fails.
    expect(inputChecksInAnswers(doc)).toEqual([]);
  });

  it('answers every console GET as the federation and an organisation', async () => {
    const ops = getsUnder('/manage/pc/', false);
    expect(ops.length).toBeGreaterThan(30);
    const result = await walkAll(ops, [
      ['org', 'gdadmin01'],
      ['org', 'gzqnzyz01'],
    ]);
    expect(result).toEqual({ faults: [], unreached: [], neverSucceeded: [] });
  }, 120_000);

  it('answers every personal-center GET as the demo volunteers', async () => {
    const ops = getsUnder('/volunteer/', true);
    expect(ops.length).toBeGreaterThan(30);
    // zhangsan2024 holds the history, messages and donations; the card applications belong to
    // lixiaowen01 (debit) and chenzhiwei02 (credit), who see their own unmasked.
    const result = await walkAll(ops, [
      ['volunteer', 'zhangsan2024'],
      ['volunteer', 'lixiaowen01'],
      ['volunteer', 'chenzhiwei02'],
    ]);
    expect(result).toEqual({ faults: [], unreached: [], neverSucceeded: [] });
  }, 120_000);
});
