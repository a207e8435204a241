import { sanitizeHtml } from '../sanitize-html';

describe('sanitizeHtml (allowlist)', () => {
  it('keeps allowed tags and safe attributes', () => {
    expect(sanitizeHtml('<h3>Title</h3><p>A <strong>b</strong></p><img src="/api/res/x.svg" width="400" height="400" alt="x">')).toBe(
      '<h3>Title</h3><p>A <strong>b</strong></p><img src="/api/res/x.svg" width="400" height="400" alt="x" loading="lazy">',
    );
  });

  it('drops script, style and their content, event handlers and unknown tags', () => {
    const out = sanitizeHtml(
      '<p onclick="evil()">hi<script>alert(1)</script><style>p{}</style><iframe src="x"></iframe><marquee>m</marquee></p>',
    );
    expect(out).toBe('<p>him</p>');
    expect(out).not.toMatch(/script|style|onclick|iframe|marquee/);
  });

  it('refuses javascript: URLs however they are spelt', () => {
    for (const href of [
      'javascript:alert(1)',
      'JaVaScRiPt:x',
      'java&#x09;script:x',
      'javascript&colon;x',
      ' &#106;avascript:x',
      'data:text/html,x',
      'vbscript:x',
    ]) {
      expect(sanitizeHtml(`<a href="${href}">x</a>`), href).toBe('<a rel="nofollow noopener">x</a>');
    }
    expect(sanitizeHtml('<a href="https://ok.example/a?b=1&amp;c=2">x</a>')).toBe(
      '<a href="https://ok.example/a?b=1&amp;c=2" rel="nofollow noopener">x</a>',
    );
  });

  it('escapes text and balances unclosed tags', () => {
    expect(sanitizeHtml('1 < 2 & <b>bold')).toBe('1 &lt; 2 &amp; <b>bold</b>');
    expect(sanitizeHtml('<p><em>x</p>')).toBe('<p><em>x</em></p>');
    expect(sanitizeHtml('"><img src=x onerror=alert(1)>')).toBe('"&gt;<img src="x" loading="lazy">');
  });
});
