// The first tap on a visitor's public page (issue 48), on a phone's slow CPU: how long the page
// takes to answer the tap (the interaction's own time to the next paint, as the browser's Event
// Timing reports it, which is what INP counts), when the page shows it is working on it (the
// progress bar), and when what was asked for is on screen. Not part of `npm test`: figures go
// to docs/performance.md.
//
//   node bench/first-tap.mjs [--runs 5]                     # starts the built server
//   node bench/first-tap.mjs --base http://127.0.0.1:8848   # or measures a running one
/* global window, document, performance, sessionStorage, localStorage, addEventListener,
   PerformanceObserver, MutationObserver -- functions run in the page by Playwright */
import { chromium } from 'playwright-core';
import { argOf, pageServer } from './lib/page-server.mjs';

const runs = Number(argOf('--runs', 5));
const cpuSlowdown = 4;
const phone = { width: 412, height: 823 };

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const spread = (values) => `${Math.min(...values)}–${Math.max(...values)}`;

async function newestMissionId(base) {
  const res = await fetch(`${base}/v2/api/gdzyz/home/mission/list?pageIndex=1&pageSize=1`);
  const id = (await res.json()).data?.list?.[0]?.missionId;
  if (!id) throw new Error('没有可测的活动（需要 SEED_DEMO=1 的演示数据）');
  return id;
}

/**
 * Records every event the browser times (16 ms and up) and when the progress bar first shows,
 * kept in the tab's storage as the page is left (a visitor's 报名 leads to the login page).
 */
function recordEventTiming() {
  if (sessionStorage.getItem('bench-tap')) return;
  const seen = { events: [], progressAt: null, tappedAt: null };
  window.__tap = seen;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries())
      seen.events.push({ name: e.name, start: e.startTime, duration: e.duration });
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  const watch = () =>
    new MutationObserver(() => {
      if (seen.progressAt === null && document.getElementById('nprogress'))
        seen.progressAt = performance.now();
    }).observe(document.documentElement, { childList: true, subtree: true });
  if (document.documentElement) watch();
  else document.addEventListener('readystatechange', watch, { once: true });
  addEventListener('pagehide', () => sessionStorage.setItem('bench-tap', JSON.stringify(seen)));
}

/**
 * One tap, right after the page has loaded: `target` is what the visitor taps, `done` what
 * they asked for. Returns milliseconds from the tap.
 */
async function tapOnce(browser, url, target, done) {
  const context = await browser.newContext({ viewport: phone, hasTouch: true, locale: 'zh-CN' });
  await context.addInitScript(() => localStorage.setItem('zyz-home-tour-seen', '1'));
  await context.addInitScript(recordEventTiming);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  await page.goto(url, { waitUntil: 'load' });
  const element = page.locator(target).first();
  await element.scrollIntoViewIfNeeded();
  await page.waitForTimeout(300);
  await page.evaluate(() => {
    window.__tap.tappedAt = performance.now();
  });
  const started = performance.now();
  await element.tap();
  await done(page);
  const shownMs = Math.round(performance.now() - started);
  const seen = await page.evaluate(
    () => window.__tap ?? JSON.parse(sessionStorage.getItem('bench-tap') ?? 'null'),
  );
  await context.close();
  const ofTap = seen.events.filter((e) => e.start >= seen.tappedAt - 5);
  return {
    answerMs: Math.round(Math.max(0, ...ofTap.map((e) => e.duration))),
    progressMs: seen.progressAt === null ? null : Math.round(seen.progressAt - seen.tappedAt),
    shownMs,
  };
}

async function main() {
  const server = await pageServer(8874);
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu'],
  });
  try {
    const detail = `${server.base}/mission/detail-${await newestMissionId(server.base)}`;
    const taps = [
      {
        name: '活动列表 · 筛选',
        url: `${server.base}/mission`,
        target: '[data-testid="mission-filter-toggle"]',
        done: (page) => page.locator('[data-testid="mission-filter-type"]').waitFor(),
      },
      {
        name: '活动详情 · 登录后报名',
        url: detail,
        target: '[data-testid="shift-login"]',
        done: (page) => page.waitForURL(/\/login/),
      },
    ];
    const rows = [];
    for (let run = 1; run <= runs; run++)
      for (const tap of taps)
        rows.push({
          轮: run,
          操作: tap.name,
          ...(await tapOnce(browser, tap.url, tap.target, tap.done)),
        });
    console.table(rows);
    console.table(
      taps.map(({ name }) => {
        const of = rows.filter((r) => r.操作 === name);
        const answer = of.map((r) => r.answerMs);
        const progress = of.map((r) => r.progressMs ?? 0);
        const shown = of.map((r) => r.shownMs);
        return {
          操作: name,
          [`应答 ms（中位）`]: median(answer),
          应答范围: spread(answer),
          [`进度条 ms`]: median(progress),
          [`结果出现 ms（中位）`]: median(shown),
          结果范围: spread(shown),
        };
      }),
    );
    console.log(
      `CPU 放慢 ${cpuSlowdown} 倍，手机视口 ${phone.width}×${phone.height}，每项 ${runs} 轮`,
    );
  } finally {
    await browser.close();
    await server.stop();
  }
}

await main();
