/**
 * The XSS corpus: the classic filter-evasion vectors (OWASP's XSS Filter Evasion Cheat Sheet, the HTML5
 * Security Cheatsheet and the published DOMPurify mutation-XSS bypasses), rewritten so that each one,
 * should it ever run, calls `__xss(<its number>)` instead of alert(). The e2e spec exposes that marker to
 * every frame of the page, so any execution is seen, whichever vector and screen it came from.
 */
export interface XssVector {
  id: number;
  category: string;
  payload: string;
}

/** The name of the function every vector calls; the spec exposes it with this name. */
export const XSS_MARKER = '__xss';

const call = (id: number) => `${XSS_MARKER}(${id})`;

/** Every character as a decimal entity (`&#95;`), as filters that only look for "javascript:" miss. */
const decimalEntities = (text: string) => [...text].map((char) => `&#${char.charCodeAt(0)};`).join('');
/** Every character as a hex entity (`&#x5f;`). */
const hexEntities = (text: string) =>
  [...text].map((char) => `&#x${char.charCodeAt(0).toString(16)};`).join('');
/** Zero-padded decimal entities without semicolons (`&#0000095`), which browsers still decode. */
const paddedEntities = (text: string) =>
  [...text].map((char) => `&#${String(char.charCodeAt(0)).padStart(7, '0')}`).join('');
const base64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');
/** The marker's name in JavaScript unicode escapes: still a valid identifier to the JS parser. */
const unicodeEscapedCall = (id: number) =>
  `${[...XSS_MARKER].map((char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`).join('')}(${id})`;

/** Each template gets the vector's marker call ("X" in the classic cheat sheets' alert(1) slot). */
const TEMPLATES: [category: string, build: (x: string, id: number) => string][] = [
  // Script elements in many casings, splits and encodings.
  ['script', (x) => `<script>${x}</script>`],
  ['script', (x) => `<SCRIPT>${x}</SCRIPT>`],
  ['script', (x) => `<ScRiPt>${x}</sCrIpT>`],
  ['script', (x) => `<script type="text/javascript">${x}</script>`],
  ['script', (x) => `<script/xss>${x}</script>`],
  ['script', (x) => `<<script>${x}//<</script>`],
  ['script', (x) => `<scr<script>ipt>${x}</scr</script>ipt>`],
  ['script', (x) => `<script src="data:text/javascript,${x}"></script>`],
  ['script', (x) => `<script>eval(atob('${base64(x)}'))</script>`],
  ['script', (x) => `<IMG """><SCRIPT>${x}</SCRIPT>">`],
  ['script', (x) => `<!--<script>${x}</script>--><script>${x}</script>`],
  ['script', (x) => `<![CDATA[<script>${x}</script>]]>`],
  ['script', (x) => `<script\n>${x}</script\n>`],
  // Event handlers on img, svg, body and friends.
  ['event handler', (x) => `<img src=x onerror=${x}>`],
  ['event handler', (x) => `<IMG SRC=x ONERROR="${x}">`],
  ['event handler', (x) => `<img src=x oNeRrOr=${x}//`],
  ['event handler', (x) => `<img/src="x"/onerror=${x}>`],
  ['event handler', (x) => `<image src=x onerror=${x}>`],
  ['event handler', (x) => `<img src=x onerror="eval(atob('${base64(x)}'))">`],
  ['event handler', (x) => `<IMG SRC=/ onerror="${x}"></img>`],
  ['event handler', (x) => `<img src=x onerror="${decimalEntities(x)}">`],
  ['event handler', (x) => `<img src=x onerror="${paddedEntities(x)}">`],
  ['event handler', (_x, id) => `<img src=x onerror=${unicodeEscapedCall(id)}>`],
  ['event handler', (x) => `<svg onload=${x}>`],
  ['event handler', (x) => `<svg/onload=${x}>`],
  ['event handler', (x) => `<body onload=${x}>`],
  ['event handler', (x) => `<BODY ONLOAD="${x}">`],
  ['event handler', (x) => `<body onpageshow=${x}>`],
  ['event handler', (x) => `<BODY onload!#$%&()*~+-_.,:;?@[/|\\]^\`=${x}>`],
  ['event handler', (x) => `<frameset onload=${x}>`],
  ['event handler', (x) => `<input onfocus=${x} autofocus>`],
  ['event handler', (x) => `<select autofocus onfocus=${x}></select>`],
  ['event handler', (x) => `<textarea autofocus onfocus=${x}></textarea>`],
  ['event handler', (x) => `<details open ontoggle=${x}>`],
  ['event handler', (x) => `<video><source onerror=${x}></video>`],
  ['event handler', (x) => `<audio src=x onerror=${x}>`],
  ['event handler', (x) => `<marquee onstart=${x}>m</marquee>`],
  ['event handler', (x) => `<div onmouseover=${x}>hover me</div>`],
  ['event handler', (x) => `<a href="https://example.com/" onclick=${x}>click</a>`],
  ['event handler', (x) => `<x onclick=${x}>custom element</x>`],
  ['event handler', (x) => `<iframe src=# onmouseover="${x}"></iframe>`],
  ['event handler', (x) => `<isindex type=image src=1 onerror=${x}>`],
  ['event handler', (x) => `<svg><animate onbegin=${x} attributeName=x dur=1s>`],
  ['event handler', (x) => `<p style="position:fixed;inset:0" onmousemove=${x}>cover</p>`],
  // javascript:, vbscript: and data: URLs in href and src, with the classic obfuscations.
  ['url', (x) => `<a href="javascript:${x}">link</a>`],
  ['url', (x) => `<a href="JaVaScRiPt:${x}">link</a>`],
  ['url', (x) => `<a href="jav&#x09;ascript:${x}">link</a>`],
  ['url', (x) => `<a href="jav&#x0A;ascript:${x}">link</a>`],
  ['url', (x) => `<a href="jav&#x0D;ascript:${x}">link</a>`],
  ['url', (x) => `<a href="jav\tascript:${x}">link</a>`],
  ['url', (x) => `<a href=" &#14;  javascript:${x}">link</a>`],
  ['url', (x) => `<a href="javascript&colon;${x}">link</a>`],
  ['url', (x) => `<a href="${decimalEntities(`javascript:${x}`)}">link</a>`],
  ['url', (x) => `<a href="${hexEntities(`javascript:${x}`)}">link</a>`],
  ['url', (x) => `<a href="${paddedEntities(`javascript:${x}`)}">link</a>`],
  ['url', (x) => `<a href="java&#0;script:${x}">null entity</a>`],
  ['url', (x) => `<a href="java%00script:${x}">percent null</a>`],
  ['url', (x) => `<a href="vbscript:${x}">link</a>`],
  ['url', (x) => `<a href="data:text/html,<script>${x}</script>">link</a>`],
  ['url', (x) => `<a href="data:text/html;base64,${base64(`<script>${x}</script>`)}">link</a>`],
  ['url', (x) => `<IMG SRC="javascript:${x}">`],
  ['url', (x) => `<IMG SRC=JaVaScRiPt:${x}>`],
  ['url', (x) => `<IMG SRC=\`javascript:${x}\`>`],
  ['url', (x) => `<IMG DYNSRC="javascript:${x}"><IMG LOWSRC="javascript:${x}">`],
  ['url', (x) => `<INPUT TYPE="IMAGE" SRC="javascript:${x}">`],
  ['url', (x) => `<TABLE BACKGROUND="javascript:${x}"><tr><td>t</td></tr></TABLE>`],
  ['url', (x) => `<form action="javascript:${x}"><button>go</button></form>`],
  ['url', (x) => `<form><button formaction="javascript:${x}">go</button></form>`],
  ['url', (x) => `<meta http-equiv="refresh" content="0;url=javascript:${x}">`],
  ['url', (x) => `<base href="javascript:${x}//">`],
  ['url', (x) => `<link rel="stylesheet" href="javascript:${x}">`],
  // Frames and embedded objects.
  ['frame', (x) => `<iframe src="javascript:${x}"></iframe>`],
  ['frame', (x) => `<iframe srcdoc="<script>${x}</script>"></iframe>`],
  ['frame', (x) => `<iframe srcdoc="&lt;img src=x onerror=${x}&gt;"></iframe>`],
  ['frame', (x) => `<iframe src="data:text/html;base64,${base64(`<script>${x}</script>`)}"></iframe>`],
  ['frame', (x) => `<object data="javascript:${x}"></object>`],
  ['frame', (x) => `<object data="data:text/html;base64,${base64(`<script>${x}</script>`)}"></object>`],
  ['frame', (x) => `<embed src="data:text/html;base64,${base64(`<script>${x}</script>`)}">`],
  // Style expressions and CSS URLs.
  ['style', (x) => `<div style="width:expression(${x})">expression</div>`],
  ['style', (x) => `<div style="background:url('javascript:${x}')">css url</div>`],
  ['style', (x) => `<style>@import 'javascript:${x}';</style>`],
  ['style', (x) => `<STYLE>li {list-style-image: url("javascript:${x}");}</STYLE><UL><LI>XSS</br></UL>`],
  ['style', (x) => `<style>*{background:url("javascript:${x}")}</style>`],
  // <svg> and <math> namespace confusion.
  ['namespace', (x) => `<svg><script>${x}</script></svg>`],
  ['namespace', (x) => `<svg><a xlink:href="javascript:${x}"><text x=20 y=20>svg link</text></a></svg>`],
  ['namespace', (x) => `<math><mi xlink:href="javascript:${x}">math link</mi></math>`],
  [
    'namespace',
    (x) =>
      `<svg><foreignObject><iframe srcdoc="&lt;script&gt;${x}&lt;/script&gt;"></iframe></foreignObject></svg>`,
  ],
  ['namespace', (x) => `<svg><style><img src=x onerror=${x}></style></svg>`],
  ['namespace', (x) => `<math><style><img src=x onerror=${x}></style></math>`],
  // Mutation XSS: markup that changes meaning when serialised and parsed again.
  ['mutation', (x) => `<math><mtext><table><mglyph><style><img src=x onerror=${x}>`],
  ['mutation', (x) => `<svg></p><style><a id="</style><img src=x onerror=${x}>">`],
  ['mutation', (x) => `<noscript><p title="</noscript><img src=x onerror=${x}>">`],
  ['mutation', (x) => `<form><math><mtext></form><form><mglyph><style></math><img src onerror=${x}>`],
  [
    'mutation',
    (x) =>
      `<math><mtext><h1><a><h6></a></h6><mglyph><svg><mtext><style><a title="</style><img src onerror=${x}>">`,
  ],
  ['mutation', (x) => `<listing>&lt;img src=x onerror=${x}&gt;</listing>`],
  ['mutation', (x) => `<template><img src=x onerror=${x}></template>`],
  ['mutation', (x) => `<xmp><img src=x onerror=${x}></xmp>`],
  ['mutation', (x) => `<title><img src=x onerror=${x}></title>`],
  ['mutation', (x) => `<textarea><img src=x onerror=${x}></textarea>`],
  ['mutation', (x) => `<p title="</p><img src=x onerror=${x}>">attribute holds markup</p>`],
  ['mutation', (x) => `<a title="&quot;><img src=x onerror=${x}>">entity quote</a>`],
  // Breaking out of an attribute, a tag or a text container the value may be put in.
  ['breakout', (x) => `"><script>${x}</script>`],
  ['breakout', (x) => `'><img src=x onerror=${x}>`],
  ['breakout', (x) => `" onmouseover="${x}" x="`],
  ['breakout', (x) => `' autofocus onfocus='${x}' x='`],
  ['breakout', (x) => `</title><script>${x}</script>`],
  ['breakout', (x) => `</textarea><script>${x}</script>`],
  ['breakout', (x) => `</style><script>${x}</script>`],
  ['breakout', (x) => `--><script>${x}</script>`],
  ['breakout', (x) => `"><img src="x\`onerror=${x}">`],
  ['breakout', (x) => `<img src=\`x\` onerror=${x}>`],
  // Already-encoded markup, in case something decodes it once more before rendering.
  ['encoded', (x) => `&lt;script&gt;${x}&lt;/script&gt;`],
  ['encoded', (x) => `&amp;lt;img src=x onerror=${x}&amp;gt;`],
  ['encoded', (x) => `%3Cscript%3E${x}%3C%2Fscript%3E`],
  ['encoded', (x) => `+ADw-script+AD4-${x}+ADw-/script+AD4-`],
  ['encoded', (x) => `\\x3cscript\\x3e${x}\\x3c/script\\x3e`],
  ['encoded', (x) => `<scr&#0;ipt>${x}</scr&#0;ipt>`],
  ['encoded', (x) => `<img src=x on&#0;error=${x}>`],
  // Template and backtick variants (client-side template engines, JS template literals).
  ['template', (x) => `{{constructor.constructor('${x}')()}}`],
  ['template', (x) => `\${${x}}`],
  ['template', (x) => `\`\${${x}}\``],
  ['template', (x) => `<%= ${x} %>#{${x}}`],
  ['template', (x) => `[[${x}]]{{${x}}}`],
  // Bare URLs, for a field a screen might turn into a link.
  ['bare url', (x) => `javascript:${x}`],
  ['bare url', (x) => `data:text/html,<script>${x}</script>`],
];

export const XSS_VECTORS: readonly XssVector[] = TEMPLATES.map(([category, build], index) => {
  const id = index + 1;
  return { id, category, payload: build(call(id), id) };
});

/** The whole corpus as one rich-text value, each vector in a paragraph of its own. */
export const richTextCorpus = (label: string) =>
  `<p>${label}</p>` + XSS_VECTORS.map((vector) => `<p>${vector.payload}</p>`).join('\n');

/**
 * A plain-text value of at most `maxLength` characters: `label`, then as many vectors as fit, starting at
 * vector `start` (and wrapping), so that fields with short limits between them still carry the corpus.
 */
export function plainTextCorpus(label: string, maxLength: number, start: number): string {
  let value = label;
  for (let offset = 0; offset < XSS_VECTORS.length; offset += 1) {
    const vector = XSS_VECTORS[(start + offset) % XSS_VECTORS.length]!;
    const next = `${value} ${vector.payload}`;
    if (next.length > maxLength) continue;
    value = next;
  }
  return value;
}
