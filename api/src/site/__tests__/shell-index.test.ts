import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { shellLinksPages, shellStartupScripts, startAfterFirstPaint } from '../shell-index';

const SHELL = `<!doctype html><html><head><title></title><script defer src="/static/js/index.abc.js"></script><link href="/static/css/index.css" rel="stylesheet"></head><body><div id="root">markup</div></body></html>`;

describe('a first view is painted before the shell starts', () => {
  it('preloads the entry where the build put it and starts it after the first frame, under the nonce', () => {
    const html = startAfterFirstPaint(SHELL, 'n0nce');
    expect(html).not.toContain('<script defer');
    expect(html).toContain('<link rel="preload" as="script" href="/static/js/index.abc.js">');
    // Downloaded from the head as before; run by the starter at the end of the body.
    expect(html.indexOf('rel="preload" as="script"')).toBeLessThan(html.indexOf('</head>'));
    const starter = html.slice(html.indexOf('<script nonce="n0nce">'), html.indexOf('</body>'));
    expect(starter).toContain('"/static/js/index.abc.js"');
    expect(starter).toContain('requestAnimationFrame');
    expect(html.indexOf('<div id="root">')).toBeLessThan(html.indexOf('<script nonce="n0nce">'));
  });

  it("requests the start-up's scripts after the first frame, one per task, beside the entry; none from the head", async () => {
    const startup = ['/static/js/async/lib-react.1.js', '/static/js/async/k.2.js'];
    const html = startAfterFirstPaint(SHELL, 'n0nce', startup);
    expect(html.slice(0, html.indexOf('</head>'))).not.toContain('/static/js/async/');
    const starter = html.slice(html.indexOf('<script nonce="n0nce">') + '<script nonce="n0nce">'.length, html.indexOf('</script></body>'));
    // Run the starter against a fake document and clock: what it adds to the head in each task,
    // and in which task it says the start-up's scripts are requested (the entry then starts the app).
    const run = async (visibilityState: string) => {
      const tasks: string[][] = []; // tasks[0]: what runs at once
      let current: string[] = [];
      const queue: (() => void)[] = [];
      const window: { __MALL_STARTUP__?: Promise<unknown> } = {};
      let requestedIn = -1;
      const settle = async (work: () => void) => {
        current = [];
        work();
        await Promise.resolve();
        await Promise.resolve();
        tasks.push(current);
      };
      await settle(() => {
        runInNewContext(starter, {
          window,
          document: {
            visibilityState,
            createElement: (tag: string) => ({ tag }),
            head: { appendChild: (e: Record<string, unknown>) => current.push(`${String(e.tag)} ${String(e.href ?? e.src)}`) },
          },
          requestAnimationFrame: (fn: () => void) => queue.push(fn),
          setTimeout: (fn: () => void) => queue.push(fn),
          // A message is a task of its own, as in a browser.
          MessageChannel: class {
            port1: { onmessage?: () => void } = {};
            port2 = { postMessage: () => queue.push(() => this.port1.onmessage!()) };
          },
        });
        void window.__MALL_STARTUP__!.then(() => (requestedIn = tasks.length));
      });
      for (let task = queue.shift(); task; task = queue.shift()) await settle(task);
      return { tasks, requestedIn };
    };
    const visible = await run('visible');
    // After the first frame: the entry first (it holds the buyer's input from its first task, as
    // before) with the first preload, then one preload per task; then the app may start.
    expect(visible.tasks.filter((t) => t.length)).toEqual([
      ['script /static/js/index.abc.js', 'link /static/js/async/lib-react.1.js'],
      ['link /static/js/async/k.2.js'],
    ]);
    expect(visible.tasks[0]).toEqual([]);
    expect(visible.requestedIn).toBeGreaterThan(visible.tasks.findIndex((t) => t.includes('link /static/js/async/k.2.js')));
    // A hidden tab paints nothing: the entry starts at once (and loads its chunks itself).
    const hidden = await run('hidden');
    expect(hidden.tasks[0]).toEqual(['script /static/js/index.abc.js']);
    expect(hidden.requestedIn).toBe(0);
  });

  it("reads the start-up's scripts and the linked flag from the build's shell-manifest.json", () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'shell-dist-'));
    expect(shellStartupScripts(dist)).toEqual([]);
    writeFileSync(
      path.join(dist, 'shell-manifest.json'),
      JSON.stringify({ startup: ['static/js/async/lib-react.1.js', 'static/css/x.css', '"><script>', 42] }),
    );
    expect(shellStartupScripts(dist)).toEqual(['/static/js/async/lib-react.1.js']);
    expect(shellLinksPages(dist)).toBe(false);
  });

  it('leaves a page without a deferred entry as it is', () => {
    const plain = '<html><head></head><body><div id="root"></div></body></html>';
    expect(startAfterFirstPaint(plain, 'x')).toBe(plain);
  });
});
