// `node bench/profile.mjs URL [--rate 4] [--top 8] [--token T] [--cookie name=value]`: where a page's start-up spends the main thread.
// Loads URL once in Chromium as a phone (412x823, CPU slowed like Lighthouse's mobile preset),
// records a trace with JS sampling, and prints every task over 50 ms (the ones Total Blocking Time
// counts) with the functions that took most of it, then the paint and largest-paint candidates.
// Lighthouse says how long; this says what. Uses the production build a running site serves.
import { launchBrowser } from './lib/pages.mjs';

const args = process.argv.slice(2);
// `--cookie name=value` (repeatable) signs the page in, e.g. `--cookie userToken=<token>` as bench/lib/session.mjs gets it.
const cookies = args.flatMap((a, i) => (args[i - 1] === '--cookie' ? [a] : []));
// `--token T` signs the page in as the bench does (bench/lib/pages.mjs): the token in the cookie
// and localStorage, and the zone a sign-in keeps (`tz` cookie, `tzOffset`), so the profile shows
// what a signed-in buyer's page does, not a first guess of the zone no signed-in buyer pays.
const token = args[args.indexOf('--token') + 1];
const valued = new Set(['--cookie', '--token', '--rate', '--top']);
const url = args.find((a, i) => !a.startsWith('--') && !valued.has(args[i - 1]));
const opt = (name, fallback) => {
  const i = args.indexOf(name);
  return i >= 0 ? Number(args[i + 1]) : fallback;
};
if (!url) {
  console.log('usage: node bench/profile.mjs URL [--rate 4] [--top 8] [--token T] [--cookie name=value]');
  process.exit(2);
}
const rate = opt('--rate', 4);
const top = opt('--top', 8);

const browser = await launchBrowser();
const context = await browser.newContext({
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
});
if (args.includes('--token')) cookies.push(`userToken=${token}`, `tz=${Intl.DateTimeFormat().resolvedOptions().timeZone}`);
for (const c of cookies) {
  const eq = c.indexOf('=');
  await context.addCookies([{ name: c.slice(0, eq), value: c.slice(eq + 1), url, sameSite: 'Lax' }]);
}
if (args.includes('--token')) {
  await context.addInitScript(
    ({ t, origin }) => {
      if (location.origin !== origin) return;
      localStorage.setItem('userToken', t);
      localStorage.setItem('tzOffset', String(new Date().getTimezoneOffset()));
    },
    { t: token, origin: new URL(url).origin },
  );
}
const page = await context.newPage();
await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate });
await browser.startTracing(page, {
  categories: [
    'devtools.timeline',
    'disabled-by-default-devtools.timeline',
    'v8.execute',
    'disabled-by-default-v8.cpu_profiler',
    'loading',
    'blink.user_timing',
  ],
});
await page.goto(url, { waitUntil: 'networkidle' });
await page.waitForTimeout(1500);
const events = JSON.parse((await browser.stopTracing()).toString()).traceEvents;
await browser.close();

// The renderer main thread is the one with the most task time.
const busy = new Map();
for (const e of events) if (e.name === 'RunTask' && e.dur) busy.set(`${e.pid}:${e.tid}`, (busy.get(`${e.pid}:${e.tid}`) ?? 0) + e.dur);
const [pid, tid] = [...busy.entries()]
  .sort((a, b) => b[1] - a[1])[0][0]
  .split(':')
  .map(Number);
const start = (events.find((e) => e.name === 'navigationStart' && e.pid === pid) ?? events.find((e) => e.name === 'navigationStart')).ts;
const ms = (us) => Math.round(us / 1000);

// JS samples: ProfileChunk events carry nodes (call frames) and time deltas.
const nodes = new Map();
const samples = [];
let clock = 0;
for (const e of events) {
  if (e.pid !== pid) continue;
  if (e.name === 'Profile') clock = e.args.data.startTime;
  if (e.name !== 'ProfileChunk') continue;
  const { cpuProfile = {}, timeDeltas = [] } = e.args.data;
  for (const n of cpuProfile.nodes ?? []) nodes.set(n.id, n);
  (cpuProfile.samples ?? []).forEach((node, i) => samples.push({ ts: (clock += timeDeltas[i] ?? 0), node }));
}
const frameName = (cf) =>
  `${cf.functionName || '(anonymous)'} ${(cf.url || '').split('/').pop()}${cf.url ? `:${cf.lineNumber + 1}:${cf.columnNumber + 1}` : ''}`;

const tasks = events.filter((e) => e.pid === pid && e.tid === tid && e.name === 'RunTask' && e.dur > 50_000).sort((a, b) => a.ts - b.ts);
let blocking = 0;
console.log(`${url} (CPU ${rate}x slower)\n`);
for (const task of tasks) {
  blocking += task.dur / 1000 - 50;
  const inTask = (ts) => ts >= task.ts && ts < task.ts + task.dur;
  const what = events
    .filter(
      (e) =>
        e.pid === pid &&
        e.tid === tid &&
        inTask(e.ts) &&
        e.dur > 5000 &&
        ['EvaluateScript', 'FunctionCall', 'ParseHTML', 'Layout', 'UpdateLayoutTree', 'Paint', 'RunMicrotasks', 'TimerFire'].includes(
          e.name,
        ),
    )
    .slice(0, 6)
    .map((e) => `${e.name} ${ms(e.dur)}${e.args?.data?.url ? ' ' + e.args.data.url.split('/').pop() : ''}`);
  const self = new Map();
  let count = 0;
  for (const s of samples) {
    if (!inTask(s.ts)) continue;
    const cf = nodes.get(s.node)?.callFrame;
    if (!cf) continue;
    count++;
    const k = cf.url ? frameName(cf) : cf.functionName === '(program)' ? '(browser: parsing, style, layout, paint)' : cf.functionName;
    self.set(k, (self.get(k) ?? 0) + 1);
  }
  console.log(`task at ${ms(task.ts - start)} ms, ${ms(task.dur)} ms: ${what.join(', ')}`);
  const heavy = [...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, top);
  for (const [k, n] of heavy) console.log(`    ${Math.round((100 * n) / Math.max(count, 1))}%  ${k}`);
}
console.log(
  `\n${tasks.length} tasks over 50 ms; their time over 50 ms: ${Math.round(blocking)} ms (all of it, not only after the first paint)`,
);
for (const e of events) {
  if (e.pid !== pid) continue;
  if (e.name === 'firstContentfulPaint') console.log(`first contentful paint at ${ms(e.ts - start)} ms`);
  if (e.name === 'largestContentfulPaint::Candidate')
    console.log(`largest-paint candidate at ${ms(e.ts - start)} ms: ${e.args.data.type}, ${e.args.data.size} px²`);
}
