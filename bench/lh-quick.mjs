import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
const urls = process.argv.slice(2);
const flagsC = ['--headless=new','--no-sandbox','--disable-gpu','--disable-quic','--no-first-run','--disable-background-networking','--disable-component-update','--disable-sync'];
for (const url of urls) {
  const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: flagsC, logLevel: 'silent' });
  try {
    const r = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
    const l = r.lhr; const a = (id) => l.audits[id]?.numericValue;
    console.log(`\n## ${url} score=${Math.round(l.categories.performance.score*100)} FCP=${a('first-contentful-paint')|0} LCP=${a('largest-contentful-paint')|0} TBT=${a('total-blocking-time')|0} CLS=${a('cumulative-layout-shift')?.toFixed(3)} SI=${a('speed-index')|0}`);
    const snip = (id) => JSON.stringify(l.audits[id]?.details ?? {}).match(/"snippet":"((?:[^"\\]|\\.)*)"/g)?.slice(0,4).map(s=>s.slice(0,200));
    console.log('LCP el', snip('largest-contentful-paint-element'));
    console.log('shifts', snip('layout-shifts'));
    const lcpb = l.audits['largest-contentful-paint-element']?.details?.items?.[1]?.items; if (lcpb) console.log('LCP phases', JSON.stringify(lcpb));
    const boot = l.audits['bootup-time']?.details?.items?.slice(0,6).map(i=>`${i.url.split('/').slice(-2).join('/')} ${i.total|0}ms script ${i.scripting|0}`); console.log('bootup', boot);
    const lt = l.audits['long-tasks']?.details?.items?.slice(0,8).map(i=>`${(i.url||'').split('/').pop()} ${i.duration|0}@${i.startTime|0}`); console.log('long tasks', lt);
    console.log((l.audits['network-requests']?.details?.items||[]).filter(i=>i.transferSize>8000).map(i=>(i.url.split('/').slice(-3).join('/'))+' '+Math.round(i.transferSize/1024)+'k @'+Math.round(i.networkRequestTime)).join('\n'));
    console.log('total bytes', a('total-byte-weight'), 'requests', l.audits['network-requests']?.details?.items?.length);
    if (process.env.SAVE) (await import('node:fs')).writeFileSync(process.env.SAVE, JSON.stringify(l));
  } finally { await chrome.kill(); }
}
