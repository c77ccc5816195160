// Lighthouse on Home and a mission detail page, plus the gzip size of the JavaScript Home
// loads before it is usable. Not part of `npm test`: figures go to docs/performance.md.
//
//   node bench/lighthouse.mjs                         # starts the built server on a temp PGlite
//   node bench/lighthouse.mjs --base http://127.0.0.1:8876   # or measures a running one
//
// Chromium: CHROME_PATH (default /usr/bin/chromium). Server: SERVER_MAIN (default
// apps/server/dist/main.js), WEB_DIST / ADMIN_DIST as the server reads them.
import { Buffer } from 'node:buffer';
import http from 'node:http';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { argOf, hasFlag, pageServer } from './lib/page-server.mjs';

/** Issue 48: scripts fetched while a public page loads, gzip, on each of the three pages. */
const budgetKb = 120;

async function firstMissionId(base) {
  const res = await fetch(`${base}/v2/api/gdzyz/home/mission/list?pageIndex=1&pageSize=1`);
  const body = await res.json();
  const id = body.data?.list?.[0]?.missionId;
  if (!id) throw new Error('没有可测的活动（需要 SEED_DEMO=1 的演示数据）');
  return id;
}

/** Gzip bytes of every script the page fetched while loading (what a phone downloads). */
async function scriptGzipBytes(lhr) {
  const items = lhr.audits['network-requests']?.details?.items ?? [];
  const scripts = items.filter((r) => r.resourceType === 'Script');
  let total = 0;
  for (const s of scripts) {
    // A busy server may drop a keep-alive socket; one retry is enough to measure.
    const get = () => fetch(s.url).then((r) => r.arrayBuffer());
    const body = Buffer.from(await get().catch(get));
    total += gzipSync(body, { level: 9 }).length;
  }
  return { count: scripts.length, kb: Math.round((total / 1024) * 10) / 10 };
}

/** Per page and device: the median of each figure over the runs. */
function medians(rows) {
  const groups = new Map();
  for (const row of rows) {
    const key = `${row.页面}|${row.设备}`;
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const seconds = (text) => Number.parseFloat(String(text).replace(/,/g, '')) || 0;
  const spread = (values) => `${Math.min(...values)}–${Math.max(...values)}`;
  return [...groups.values()].map((group) => ({
    页面: group[0].页面,
    设备: group[0].设备,
    轮数: group.length,
    性能: median(group.map((r) => r.性能)),
    性能范围: spread(group.map((r) => r.性能)),
    无障碍: median(group.map((r) => r.无障碍)),
    SEO: median(group.map((r) => r.SEO)),
    最佳实践: median(group.map((r) => r.最佳实践)),
    'LCP s': median(group.map((r) => seconds(r.LCP))),
    'LCP 范围': spread(group.map((r) => seconds(r.LCP))),
    'TBT ms': median(group.map((r) => seconds(r.TBT))),
    'TBT 范围': spread(group.map((r) => seconds(r.TBT))),
    'JS KB': median(group.map((r) => r['JS(gzip KB)'])),
    CPU基准: spread(group.map((r) => r.CPU基准)),
    CLS: median(group.map((r) => seconds(r.CLS))),
  }));
}

const score = (lhr, key) => Math.round((lhr.categories[key]?.score ?? 0) * 100);

/**
 * Lighthouse 12 has no installability audit (the PWA category went in 12); this asks Chromium
 * what that audit asked (issue 49): on the launched profile, once the service worker controls
 * the page. An empty list means installable.
 */
async function installabilityErrors(port, url) {
  const { chromium } = await import('playwright-core');
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0];
    const page = await context.newPage();
    await page.goto(url);
    await page
      .waitForFunction('navigator.serviceWorker.controller !== null', null, { timeout: 60_000 })
      .catch(() => undefined);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors: errors } = await cdp.send('Page.getInstallabilityErrors');
    await page.close();
    return errors.map((e) => e.errorId);
  } finally {
    await browser.close();
  }
}

/**
 * The run's floor: a page of one heading and one line of Chinese, no script and no picture,
 * measured beside the portal's pages in every round, so a round's figures can be read against
 * what the machine itself costs at that moment.
 */
function emptyPage() {
  const html =
    '<!doctype html><html lang="zh-CN"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    '<meta name="description" content="空白参照页"><title>空白参照页</title></head>' +
    '<body><h1>志愿服务平台</h1><p>空白参照页，用来衡量本机此刻的开销。</p></body></html>';
  const server = http.createServer((_, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(html);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ url: `http://127.0.0.1:${server.address().port}/`, close: () => server.close() }),
    ),
  );
}

async function main() {
  const server = await pageServer(8871);
  const empty = await emptyPage();
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  try {
    const missionId = await firstMissionId(server.base);
    const pages = [
      ['空白页（参照）', empty.url],
      ['首页', `${server.base}/`],
      ['活动列表', `${server.base}/mission`],
      ['活动详情', `${server.base}/mission/detail-${missionId}`],
    ];
    const rows = [];
    // --runs 3: each page and device measured three times in turn (the figures to report are
    // the median of the three); --phone-only skips the desktop preset.
    const runs = Number(argOf('--runs') ?? 1);
    const forms = [
      ['手机', undefined],
      ['桌面', desktopConfig],
    ].slice(0, hasFlag('--phone-only') ? 1 : 2);
    for (let run = 1; run <= runs; run++)
      for (const [name, url] of pages)
        for (const [form, config] of forms) {
          const result = await lighthouse(
            url,
            {
              port: chrome.port,
              output: 'json',
              logLevel: 'error',
              onlyCategories: ['performance', 'accessibility', 'seo', 'best-practices'],
            },
            config,
          );
          const lhr = result.lhr;
          // A round Lighthouse could not finish (no paint seen, a protocol timeout) has no
          // figures: said, so a 0 in the spread is read as that, not as the page's score.
          if (lhr.runtimeError)
            console.log(
              `第 ${run} 轮 ${name}（${form}）未完成：${lhr.runtimeError.code} ${lhr.runtimeError.message}`,
            );
          const js = await scriptGzipBytes(lhr);
          rows.push({
            轮: run,
            页面: name,
            设备: form,
            性能: score(lhr, 'performance'),
            无障碍: score(lhr, 'accessibility'),
            SEO: score(lhr, 'seo'),
            最佳实践: score(lhr, 'best-practices'),
            FCP: lhr.audits['first-contentful-paint']?.displayValue ?? '',
            LCP: lhr.audits['largest-contentful-paint']?.displayValue ?? '',
            TBT: lhr.audits['total-blocking-time']?.displayValue ?? '',
            CLS: lhr.audits['cumulative-layout-shift']?.displayValue ?? '',
            'JS(gzip KB)': js.kb,
            // Lighthouse's own CPU score of this machine at the time of the run: blocking time
            // scales with it, so figures from two machines compare only beside it.
            CPU基准: Math.round(lhr.environment?.benchmarkIndex ?? 0),
            脚本数: js.count,
          });
        }
    console.table(rows);
    if (runs > 1) console.table(medians(rows));
    const installErrors = await installabilityErrors(chrome.port, `${server.base}/`);
    console.log(
      `可安装性（Chromium 的检查）：${installErrors.length === 0 ? '通过' : `未通过 ${installErrors.join(', ')}`}`,
    );
    if (installErrors.length > 0) process.exitCode = 1;
    const worst = Math.max(
      ...rows.filter((r) => r.页面 !== '空白页（参照）').map((r) => r['JS(gzip KB)']),
    );
    console.log(
      `加载期间脚本（gzip）最多 ${worst} KB，预算 ${budgetKb} KB：${worst <= budgetKb ? '达标' : '超出'}`,
    );
    if (worst > budgetKb) process.exitCode = 1;
  } finally {
    await chrome.kill();
    empty.close();
    await server.stop();
  }
}

await main();
