import { describe, expect, it } from 'vitest';
import { hasVisibleText, sanitizeRichText } from './sanitize-html';

/** Markers that must never survive sanitising, whatever the input. */
const DANGEROUS = [
  /<script/i,
  /<style/i,
  /<iframe/i,
  /<object/i,
  /<embed/i,
  /<svg/i,
  /<math/i,
  /<img/i,
  /<form/i,
  /\son[a-z]+\s*=/i,
  /javascript:/i,
  /vbscript:/i,
  /data:/i,
  /style\s*=/i,
  /expression\(/i,
];

function expectSafe(input: string): string {
  const output = sanitizeRichText(input);
  for (const pattern of DANGEROUS) expect(output, `${pattern} in ${output}`).not.toMatch(pattern);
  // Sanitising the result again changes nothing, so nothing can re-form on a second parse.
  expect(sanitizeRichText(output)).toBe(output);
  return output;
}

describe('sanitizeRichText keeps the allowed formatting', () => {
  it('keeps paragraphs, breaks, h2–h4, bold, italic, underline, strike, lists, quotes and code', () => {
    const html =
      '<h2>A</h2><h3>B</h3><h4>C</h4><p>One<br />two <strong>b</strong> <b>b</b> <em>i</em> <i>i</i> ' +
      '<u>u</u> <s>s</s> <strike>s</strike> <del>d</del></p><ul><li>x</li></ul><ol><li>y</li></ol>' +
      '<blockquote>q</blockquote><pre><code>c</code></pre>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('maps other heading levels onto h2–h4 and unwraps unknown elements to their text', () => {
    expect(sanitizeRichText('<h1>Top</h1><h6>Low</h6><div><span>plain</span></div>')).toBe(
      '<h2>Top</h2><h4>Low</h4>plain',
    );
  });

  it('keeps http, https and mailto links and forces rel and target', () => {
    expect(
      sanitizeRichText('<a href="https://example.org/a?b=1&amp;c=2" target="_self" rel="opener">x</a>'),
    ).toBe('<a href="https://example.org/a?b=1&amp;c=2" rel="noopener noreferrer" target="_blank">x</a>');
    expect(sanitizeRichText('<a href="http://example.org">x</a>')).toContain('href="http://example.org"');
    expect(sanitizeRichText('<a href="mailto:a@example.org">x</a>')).toContain('href="mailto:a@example.org"');
  });

  it('keeps escaped text escaped', () => {
    expect(sanitizeRichText('<p>a &lt;script&gt;alert(1)&lt;/script&gt; &amp; b</p>')).toBe(
      '<p>a &lt;script&gt;alert(1)&lt;/script&gt; &amp; b</p>',
    );
  });

  it('closes unclosed elements', () => {
    expect(sanitizeRichText('<p>unclosed <b>bold')).toBe('<p>unclosed <b>bold</b></p>');
  });
});

describe('sanitizeRichText removes hostile markup', () => {
  it('drops script elements with their content', () => {
    expect(expectSafe('<p>ok</p><script>alert(1)</script><SCRIPT SRC=//x.example/x.js></SCRIPT>')).toBe(
      '<p>ok</p>',
    );
  });

  it('drops images with onerror and every event handler', () => {
    expect(expectSafe('<img src=x onerror=alert(1)>')).toBe('');
    expect(expectSafe('<p onclick="alert(1)" onmouseover=alert(1)>hi</p>')).toBe('<p>hi</p>');
    expect(expectSafe('<a href="https://x.example" onfocus="alert(1)" autofocus>x</a>')).not.toContain(
      'autofocus',
    );
  });

  it.each([
    ['plain', '<a href="javascript:alert(1)">x</a>'],
    ['mixed case', '<a href="JaVaScRiPt:alert(1)">x</a>'],
    ['leading whitespace', '<a href="  javascript:alert(1)">x</a>'],
    ['tab entity inside', '<a href="jav&#x09;ascript:alert(1)">x</a>'],
    ['newline entity inside', '<a href="jav&#x0A;ascript:alert(1)">x</a>'],
    ['raw tab inside', '<a href="jav\tascript:alert(1)">x</a>'],
    [
      'decimal entities',
      '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
    ],
    [
      'hex entities without semicolons',
      '<a href="&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A;alert(1)">x</a>',
    ],
    ['named colon entity', '<a href="javascript&colon;alert(1)">x</a>'],
    ['vbscript', '<a href="vbscript:msgbox(1)">x</a>'],
    ['data URL', '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>'],
    ['protocol-relative', '<a href="//evil.example/">x</a>'],
    ['relative path', '<a href="/admin">x</a>'],
    ['scheme without host', '<a href="https:/evil.example">x</a>'],
  ])('removes a %s link target', (_name, input) => {
    expect(expectSafe(input)).toBe('<a rel="noopener noreferrer" target="_blank">x</a>');
  });

  it('drops svg with onload, and scripts hidden inside svg and math', () => {
    expect(expectSafe('<svg onload=alert(1)><circle /></svg>')).toBe('');
    expect(expectSafe('<svg><script>alert(1)</script></svg><math><mi>x</mi></math>')).toBe('');
  });

  it('does not let nested tag tricks re-form a script element', () => {
    const output = expectSafe('<scr<script>ipt>alert(1)</scr</script>ipt>');
    expect(output).not.toMatch(/<\s*script/i);
    expect(expectSafe('<<script>script>alert(1)<</script>/script>')).not.toMatch(/<\s*script/i);
    expect(expectSafe('<<img src=x onerror=alert(1)//<')).toBe('&lt;');
  });

  it('drops iframes, objects, embeds, forms and base or meta elements', () => {
    expect(
      expectSafe(
        '<iframe src="https://x.example"></iframe><object data="x.swf"></object><embed src="x">' +
          '<form action="https://x.example"><input name="a"><button>go</button></form>' +
          '<base href="https://x.example/"><meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
      ),
    ).toBe('go');
  });

  it('drops style elements, style attributes and CSS expressions', () => {
    expect(
      expectSafe(
        '<p style="width: expression(alert(1))">styled</p><style>p{background:url(javascript:x)}</style>',
      ),
    ).toBe('<p>styled</p>');
    expect(expectSafe('<p class="evil" id="x" title="t">c</p>')).toBe('<p>c</p>');
  });

  it.each([
    '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
    '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
    '<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>',
    '<svg></p><style><a id="</style><img src=1 onerror=alert(1)>">',
    '<textarea><img src=x onerror=alert(1)></textarea>',
    '<template><img src=x onerror=alert(1)></template>',
    '<!--<img src=x onerror=alert(1)>-->',
    '<![CDATA[<script>alert(1)</script>]]>',
    '<p title="&lt;img src=x onerror=alert(1)&gt;">t</p>',
  ])('neutralises mutation-XSS style input %s', (input) => {
    expectSafe(input);
  });

  it('escapes stray angle brackets so no element can form later', () => {
    expect(expectSafe('<p>1 < 2 > 0 &lt;b&gt;</p>')).toBe('<p>1 &lt; 2 &gt; 0 &lt;b&gt;</p>');
  });
});

describe('hasVisibleText', () => {
  it('tells an empty editor from a written note', () => {
    expect(hasVisibleText('<p></p>')).toBe(false);
    expect(hasVisibleText('<p> &nbsp; <br /></p>')).toBe(false);
    expect(hasVisibleText('<p><strong>x</strong></p>')).toBe(true);
  });
});
