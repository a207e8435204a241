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

  it("requests the start-up's scripts after the first frame, one per task, then runs the entry; none from the head", () => {
    const startup = ['/static/js/async/lib-react.1.js', '/static/js/async/k.2.js'];
    const html = startAfterFirstPaint(SHELL, 'n0nce', startup);
    expect(html.slice(0, html.indexOf('</head>'))).not.toContain('/static/js/async/');
    const starter = html.slice(html.indexOf('<script nonce="n0nce">') + '<script nonce="n0nce">'.length, html.indexOf('</script></body>'));
    // Run the starter against a fake document and clock: what it adds to the head, task by task.
    const added: string[][] = [];
    const tasks: (() => void)[] = [];
    const el = (tag: string) => ({ tag }) as Record<string, unknown>;
    const run = (visibilityState: string) => {
      added.length = 0;
      added.push([]); // what runs at once
      tasks.length = 0;
      runInNewContext(starter, {
        document: {
          visibilityState,
          createElement: el,
          head: { appendChild: (e: Record<string, unknown>) => added.at(-1)!.push(`${e.tag} ${String(e.href ?? e.src)}`) },
        },
        requestAnimationFrame: (fn: () => void) => tasks.push(fn),
        setTimeout: (fn: () => void) => tasks.push(fn),
      });
      for (let task = tasks.shift(); task; task = tasks.shift()) {
        added.push([]);
        task();
      }
      return added.filter((a) => a.length);
    };
    expect(run('visible')).toEqual([
      ['link /static/js/async/lib-react.1.js'],
      ['link /static/js/async/k.2.js'],
      ['script /static/js/index.abc.js'],
    ]);
    // A hidden tab paints nothing: the entry starts at once (and loads its chunks itself).
    expect(run('hidden')).toEqual([['script /static/js/index.abc.js']]);
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
