// Where a phone's main thread goes while a server-drawn page comes alive: Lighthouse's blocking
// time is too noisy on a shared 2-core machine to tell one change from another, and names no
// culprit. This loads a page at phone width in Chromium, traces it, and reports, per run and as
// medians: the main thread's task time after the first contentful paint, the blocking time those
// tasks would make on Lighthouse's 4x-slowed phone (each task x4, less 50 ms), the main thread's
// own V8 compilation, and the script files (or, in a build with source maps, the packages) that
// spent the most self time. Not part of `npm test`: figures go to docs/performance.md.
//
//   node bench/main-thread.mjs [--path /mission] [--runs 5]          # starts the built server
//   node bench/main-thread.mjs --base http://127.0.0.1:8848 --path /   # or measures a running one
//   (cd apps/web && npx vite build --sourcemap)                         # to attribute by package
//   node bench/main-thread.mjs --long-tasks                              # and list each long task
import fs from 'node:fs';
import path from 'node:path';
import { SourceMapConsumer } from 'source-map-js';
import { chromium } from 'playwright-core';
import { argOf, hasFlag, pageServer } from './lib/page-server.mjs';

const runs = Number(argOf('--runs', 5));
const pagePath = argOf('--path', '/');
const webDist = path.resolve(process.env.WEB_DIST ?? 'apps/web/dist');
const phoneSlowdown = 4;

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Package (or file) a profiled frame belongs to, through the asset's source map when built. */
function makeAttributor() {
  const maps = new Map();
  const mapOf = (file) => {
    if (!maps.has(file)) {
      const mapFile = path.join(webDist, 'assets', `${file}.map`);
      maps.set(
        file,
        fs.existsSync(mapFile) ? new SourceMapConsumer(JSON.parse(fs.readFileSync(mapFile))) : null,
      );
    }
    return maps.get(file);
  };
  return ({ url, functionName, lineNumber, columnNumber }) => {
    const file = (url ?? '').replace(/^.*\//, '');
    if (!file) return `(${functionName || 'native'})`;
    const source = mapOf(file)?.originalPositionFor({
      line: lineNumber + 1,
      column: columnNumber,
    }).source;
    if (!source) return file;
    const inPackage = source.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
    return inPackage ? inPackage[1] : 'app';
  };
}

/** What a long task was doing: the trace's own names for script, style, layout and parsing. */
const taskParts = new Set([
  'EvaluateScript',
  'v8.evaluateModule',
  'FunctionCall',
  'TimerFire',
  'RunMicrotasks',
  'UpdateLayoutTree',
  'Layout',
  'ParseHTML',
  'Paint',
  'PrePaint',
  'Layerize',
  'EventDispatch',
  'v8.compileModule',
  'V8.CompileCode',
]);
const partDetail = (e) => {
  const url = e.args?.data?.url ?? e.args?.data?.functionName ?? '';
  return url ? `(${String(url).replace(/^.*\//, '').slice(0, 40)})` : '';
};

/** When each task ran after FCP, how long, and its three longest parts. */
function describeLongTasks(longTasks, onMain, fcp) {
  const ms = (us) => us / 1000;
  return longTasks.map((t) => {
    const what = onMain
      .filter((e) => e.ph === 'X' && e !== t && e.ts >= t.ts && e.ts + e.dur <= t.ts + t.dur)
      .filter((e) => taskParts.has(e.name))
      .sort((a, b) => b.dur - a.dur)
      .slice(0, 3)
      .map((e) => `${e.name}${partDetail(e)} ${Math.round(ms(e.dur))}`)
      .join(', ');
    return { atMs: Math.round(ms(t.ts - fcp.ts)), ms: Math.round(ms(t.dur)), what };
  });
}

function analyse(traceEvents, attribute) {
  const fcp = traceEvents.find((e) => e.name === 'firstContentfulPaint');
  const main = traceEvents.find(
    (e) => e.name === 'thread_name' && e.args.name === 'CrRendererMain' && e.pid === fcp.pid,
  );
  const onMain = traceEvents.filter((e) => e.pid === main.pid && e.tid === main.tid);
  const tasks = onMain.filter((e) => e.ph === 'X' && e.name === 'RunTask' && e.ts >= fcp.ts);
  const ms = (us) => us / 1000;
  const taskMs = tasks.reduce((sum, t) => sum + ms(t.dur), 0);
  // What one task adds to Lighthouse's blocking time on the slowed phone.
  const blockingOf = (t) => Math.max(0, ms(t.dur) * phoneSlowdown - 50);
  const blockingMs = tasks.reduce((sum, t) => sum + blockingOf(t), 0);
  const compileMs = onMain
    .filter((e) => e.ph === 'X' && e.name === 'V8.CompileCode' && e.ts >= fcp.ts)
    .reduce((sum, e) => sum + ms(e.dur), 0);

  const bySource = new Map();
  const nodes = new Map();
  for (const chunk of traceEvents.filter((e) => e.name === 'ProfileChunk' && e.pid === fcp.pid)) {
    const { cpuProfile = {}, timeDeltas = [] } = chunk.args.data;
    for (const node of cpuProfile.nodes ?? []) nodes.set(node.id, node);
    (cpuProfile.samples ?? []).forEach((id, i) => {
      const frame = nodes.get(id)?.callFrame;
      if (!frame || ['(idle)', '(program)'].includes(frame.functionName)) return;
      const key = attribute(frame);
      bySource.set(key, (bySource.get(key) ?? 0) + ms(timeDeltas[i] ?? 0));
    });
  }
  // Only when asked: each long task is matched against every main-thread event of the trace.
  const longTasks = hasFlag('--long-tasks')
    ? describeLongTasks(
        tasks.filter((t) => blockingOf(t) > 0),
        onMain,
        fcp,
      )
    : [];
  return { taskMs, blockingMs, compileMs, bySource, longTasks };
}

async function main() {
  const server = await pageServer(8874);
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  const attribute = makeAttributor();
  const results = [];
  try {
    for (let run = 1; run <= runs; run++) {
      const context = await browser.newContext({
        viewport: { width: 390, height: 844 },
        isMobile: true,
        deviceScaleFactor: 2,
      });
      const page = await context.newPage();
      await browser.startTracing(page, {
        categories: [
          'devtools.timeline',
          'disabled-by-default-devtools.timeline',
          'loading',
          'v8',
          'disabled-by-default-v8.compile',
          'disabled-by-default-v8.cpu_profiler',
        ],
      });
      await page.goto(`${server.base}${pagePath}`, { waitUntil: 'load' });
      // Alive: main.tsx clears data-starting once React has taken the page over.
      // A function, not a string: the page's CSP refuses evaluated strings.
      await page.waitForFunction(
        () => !('starting' in globalThis.document.documentElement.dataset),
        null,
        { timeout: 30_000 },
      );
      await page.waitForTimeout(1_000);
      const trace = JSON.parse((await browser.stopTracing()).toString());
      results.push(analyse(trace.traceEvents, attribute));
      await context.close();
    }
  } finally {
    await browser.close();
    await server.stop();
  }

  const round = (v) => Math.round(v);
  console.table(
    results.map((r, i) => ({
      轮: i + 1,
      'FCP 后主线程任务 ms': round(r.taskMs),
      '×4 阻塞估计 ms': round(r.blockingMs),
      '主线程编译 ms': round(r.compileMs),
    })),
  );
  const sources = new Set(results.flatMap((r) => [...r.bySource.keys()]));
  const rows = [...sources]
    .map((source) => ({
      来源: source,
      '中位 ms': round(median(results.map((r) => r.bySource.get(source) ?? 0))),
    }))
    .sort((a, b) => b['中位 ms'] - a['中位 ms'])
    .slice(0, 15);
  console.log(
    `${pagePath} 中位：主线程任务 ${round(median(results.map((r) => r.taskMs)))} ms，` +
      `×4 阻塞估计 ${round(median(results.map((r) => r.blockingMs)))} ms，` +
      `主线程编译 ${round(median(results.map((r) => r.compileMs)))} ms`,
  );
  console.table(rows);
  if (hasFlag('--long-tasks')) {
    console.log('长任务（×4 超过 50 ms 的任务，FCP 后的时刻与时长 ms，其中最长的部分）：');
    results.forEach((r, i) => {
      console.log(`第 ${i + 1} 轮`);
      console.table(r.longTasks);
    });
  }
}

await main();
