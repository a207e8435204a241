import { describe, expect, it } from 'vitest';
import { startAfterFirstPaint } from '../shell-index';

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

  it('leaves a page without a deferred entry as it is', () => {
    const plain = '<html><head></head><body><div id="root"></div></body></html>';
    expect(startAfterFirstPaint(plain, 'x')).toBe(plain);
  });
});
