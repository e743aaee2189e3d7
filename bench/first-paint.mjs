// Where a first visit's main-thread time goes, for reading beside Lighthouse (whose simulation
// gives scores, not causes). Loads a page in Debian's Chromium at 4× CPU slowdown with an empty
// cache, then prints the first paints, the LCP element, the tasks longer than 12 ms (with
// what ran in them) and the requests that started before the first contentful paint.
//   node bench/first-paint.mjs http://localhost:8095/product/productDetail?spuId=30
// For readable function names, serve a build made with `npx vite build --minify false`.
import { chromium } from '@playwright/test';

const url = process.argv[2] ?? 'http://localhost:8095/product/productDetail?spuId=30';
const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium' });
const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
const page = await context.newPage();
const cdp = await context.newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute'] });
await page.goto(url, { waitUntil: 'networkidle' });
await page.waitForTimeout(1000);
const trace = JSON.parse((await browser.stopTracing()).toString()).traceEvents;

const paints = await page.evaluate(
  () =>
    new Promise((resolve) => {
      const out = {
        paints: performance.getEntriesByType('paint').map((e) => [e.name, Math.round(e.startTime)]),
        requests: performance.getEntriesByType('resource').map((e) => [new URL(e.name).pathname, Math.round(e.startTime)]),
        lcp: null,
      };
      new PerformanceObserver((list) => {
        const e = list.getEntries().at(-1);
        out.lcp = [Math.round(e.startTime), e.element?.tagName, (e.element?.textContent ?? '').slice(0, 40)];
        resolve(out);
      }).observe({ type: 'largest-contentful-paint', buffered: true });
      setTimeout(() => resolve(out), 500);
    }),
);
console.log('paints', JSON.stringify(paints.paints), 'LCP', JSON.stringify(paints.lcp));
const fcp = paints.paints.find(([n]) => n === 'first-contentful-paint')?.[1] ?? Infinity;
console.log('requests before the first contentful paint:', paints.requests.filter(([, t]) => t < fcp).map(([p]) => p).join(' '));

// The renderer's main thread is the one with the most events (the first renderer may be about:blank's).
const mains = trace.filter((e) => e.name === 'thread_name' && e.args.name === 'CrRendererMain');
const size = (m) => trace.filter((e) => e.tid === m.tid && e.pid === m.pid).length;
const main = mains.sort((a, b) => size(b) - size(a))[0];
const events = trace.filter((e) => e.tid === main.tid && e.pid === main.pid && e.ph === 'X');
const navStart = trace.find((e) => e.name === 'navigationStart' && e.pid === main.pid)?.ts ?? Math.min(...events.map((e) => e.ts));
for (const task of events.filter((e) => e.name === 'RunTask' && e.dur > 12_000)) {
  const inner = events
    .filter((e) => e !== task && e.ts >= task.ts && e.ts + e.dur <= task.ts + task.dur && e.dur > 3000)
    .map((e) => `${e.name}${e.args?.data?.functionName ? `[${e.args.data.functionName}]` : ''}:${Math.round(e.dur / 1000)}`)
    .slice(0, 8);
  console.log(`${Math.round((task.ts - navStart) / 1000)} ms  ${Math.round(task.dur / 1000)} ms  ${inner.join(' ')}`);
}
await browser.close();
