// The adversarial card-HTML list (issue 26, docs/rich-cards.md): classic filter-evasion and mutation-XSS
// vectors, shared by the server suite (the sanitizer alone, then every input path over REST and
// tRPC) and the browser suite (each vector in a card, opened everywhere a side is shown). Plain
// data only, so both sides import it without pulling anything in.
//
// Every script payload calls `XSS_PAYLOAD`, which sets `window[XSS_FLAG]`: a browser test fails if
// the flag is ever set. `FOREIGN_MEDIA` is a placeholder a test replaces with the public id of a
// medium that belongs to ANOTHER user (or a made-up one): such an image must never be kept.

/** The window property a running payload sets. */
export const XSS_FLAG = '__cardcadeXss';
/** The script every vector tries to run. */
export const XSS_PAYLOAD = `window.${XSS_FLAG}=1`;
/** Replace with another user's media public id before use (see `withForeignMedia`). */
export const FOREIGN_MEDIA = '{{FOREIGN_MEDIA}}';

export type XssCategory =
  | 'event-handler'
  | 'url-scheme'
  | 'svg-mathml'
  | 'style-element'
  | 'nesting'
  | 'entities'
  | 'mutation'
  | 'foreign-media'
  | 'css';

export interface XssVector {
  /** Unique, short, usable in a test name. */
  id: string;
  category: XssCategory;
  html: string;
}

const P = XSS_PAYLOAD;

export const XSS_VECTORS: readonly XssVector[] = [
  // Event handlers, on allowed and refused elements alike.
  { id: 'img-onerror', category: 'event-handler', html: `<img src=x onerror="${P}">` },
  { id: 'img-onerror-own-src', category: 'event-handler', html: `<img src="/api/media/${FOREIGN_MEDIA}" onerror="${P}" onload="${P}">` },
  { id: 'b-onclick', category: 'event-handler', html: `<b onclick="${P}">bold</b>` },
  { id: 'span-onmouseover', category: 'event-handler', html: `<span onmouseover="${P}" style="color:red">hover</span>` },
  { id: 'body-onload', category: 'event-handler', html: `<body onload="${P}">x</body>` },
  { id: 'details-ontoggle', category: 'event-handler', html: `<details open ontoggle="${P}"><summary>s</summary></details>` },
  { id: 'video-source-onerror', category: 'event-handler', html: `<video><source onerror="${P}"></video>` },
  { id: 'input-autofocus-onfocus', category: 'event-handler', html: `<input autofocus onfocus="${P}">` },
  { id: 'marquee-onstart', category: 'event-handler', html: `<marquee onstart="${P}">m</marquee>` },
  { id: 'handler-no-quotes-slash', category: 'event-handler', html: `<img/src=x/onerror=${P}>` },
  { id: 'handler-backtick', category: 'event-handler', html: '<img src=x onerror=`' + P + '`>' },
  { id: 'handler-uppercase', category: 'event-handler', html: `<IMG SRC=x ONERROR="${P}">` },
  { id: 'handler-newline-in-name', category: 'event-handler', html: `<img src=x\nonerror\n=\n"${P}">` },

  // javascript:, data:, vbscript: URLs, plain, entity-encoded, mixed case, with whitespace.
  { id: 'a-javascript', category: 'url-scheme', html: `<a href="javascript:${P}">link</a>` },
  { id: 'a-javascript-mixed-case', category: 'url-scheme', html: `<a href="JaVaScRiPt:${P}">link</a>` },
  { id: 'a-javascript-entities', category: 'url-scheme', html: '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;window.__cardcadeXss=1">link</a>' },
  { id: 'a-javascript-hex-entities', category: 'url-scheme', html: '<a href="&#x6A;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;&#x3A;window.__cardcadeXss=1">link</a>' },
  { id: 'a-javascript-padded-entities', category: 'url-scheme', html: '<a href="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058window.__cardcadeXss=1">link</a>' },
  { id: 'a-javascript-tab', category: 'url-scheme', html: `<a href="jav\tascript:${P}">link</a>` },
  { id: 'a-javascript-encoded-tab', category: 'url-scheme', html: `<a href="jav&#x09;ascript:${P}">link</a>` },
  { id: 'a-javascript-leading-space', category: 'url-scheme', html: `<a href=" &#14;  javascript:${P}">link</a>` },
  { id: 'a-javascript-named-colon', category: 'url-scheme', html: `<a href="javascript&colon;${P}">link</a>` },
  { id: 'a-data-html', category: 'url-scheme', html: '<a href="data:text/html;base64,PHNjcmlwdD53aW5kb3cuX19jYXJkY2FkZVhzcz0xPC9zY3JpcHQ+">link</a>' },
  { id: 'a-vbscript', category: 'url-scheme', html: '<a href="vbscript:msgbox(1)">link</a>' },
  { id: 'img-src-javascript', category: 'url-scheme', html: `<img src="javascript:${P}">` },
  { id: 'img-src-data-svg', category: 'url-scheme', html: '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9IndpbmRvdy5fX2NhcmRjYWRlWHNzPTEiLz4=">' },
  { id: 'img-src-remote', category: 'url-scheme', html: '<img src="https://evil.example/track.png">' },
  { id: 'img-src-protocol-relative', category: 'url-scheme', html: '<img src="//evil.example/track.png">' },
  { id: 'img-src-path-traversal', category: 'url-scheme', html: '<img src="/api/media/../auth/logout">' },
  { id: 'img-srcset', category: 'url-scheme', html: '<img srcset="https://evil.example/x.png 1x">' },
  { id: 'iframe-srcdoc', category: 'url-scheme', html: `<iframe srcdoc="<script>${P}</script>"></iframe>` },
  { id: 'form-action', category: 'url-scheme', html: `<form action="javascript:${P}"><button>go</button></form>` },
  { id: 'object-data', category: 'url-scheme', html: `<object data="javascript:${P}"></object>` },
  { id: 'embed-src', category: 'url-scheme', html: `<embed src="javascript:${P}">` },
  { id: 'meta-refresh', category: 'url-scheme', html: `<meta http-equiv="refresh" content="0;url=javascript:${P}">` },
  { id: 'base-href', category: 'url-scheme', html: '<base href="https://evil.example/">' },
  { id: 'a-formaction', category: 'url-scheme', html: `<button formaction="javascript:${P}">b</button>` },

  // SVG and MathML: their own parsing rules and script-capable elements.
  { id: 'svg-onload', category: 'svg-mathml', html: `<svg onload="${P}"></svg>` },
  { id: 'svg-script', category: 'svg-mathml', html: `<svg><script>${P}</script></svg>` },
  { id: 'svg-animate-href', category: 'svg-mathml', html: `<svg><a><animate attributeName="href" values="javascript:${P}"/><text y="20">x</text></a></svg>` },
  { id: 'svg-use-data', category: 'svg-mathml', html: '<svg><use href="data:image/svg+xml,&lt;svg id=x onload=window.__cardcadeXss=1&gt;#x"/></svg>' },
  { id: 'svg-foreignobject', category: 'svg-mathml', html: `<svg><foreignObject><img src=x onerror="${P}"></foreignObject></svg>` },
  // The image occlusion card's SVG (docs/image-occlusion.md): its listed elements carrying script.
  { id: 'svg-title-markup', category: 'svg-mathml', html: `<svg viewbox="0 0 1 1"><title><img src=x onerror="${P}"></title></svg>` },
  { id: 'svg-title-close', category: 'svg-mathml', html: `<svg><title></title><img src=x onerror="${P}"></svg><title><img src=x onerror="${P}"></title>` },
  { id: 'svg-polygon-handler', category: 'svg-mathml', html: `<svg><polygon points=".1,.1 .5,.1 .3,.4" onload="${P}" onmouseover="${P}"></polygon></svg>` },
  { id: 'svg-text-script', category: 'svg-mathml', html: `<svg><text x=".1" y=".1"><script>${P}</script><a href="javascript:${P}">x</a></text></svg>` },
  { id: 'svg-ellipse-style', category: 'svg-mathml', html: `<svg><ellipse cx="javascript:${P}" style="fill:url(javascript:x)"><set attributeName="onload" to="${P}"/></ellipse></svg>` },
  { id: 'math-href', category: 'svg-mathml', html: `<math><mtext><a href="javascript:${P}">m</a></mtext></math>` },
  { id: 'math-mglyph-style', category: 'svg-mathml', html: `<math><mtext><table><mglyph><style><img src=x onerror="${P}">` },
  { id: 'math-maction', category: 'svg-mathml', html: `<math><maction actiontype="statusline" xlink:href="javascript:${P}">c</maction></math>` },

  // <style> and <script> elements, and things that smuggle them.
  { id: 'script', category: 'style-element', html: `<script>${P}</script>` },
  { id: 'script-src', category: 'style-element', html: '<script src="https://evil.example/x.js"></script>' },
  { id: 'style-import', category: 'style-element', html: '<style>@import "https://evil.example/x.css";</style>text' },
  { id: 'style-overlay', category: 'style-element', html: '<style>body{display:none}</style>text' },
  { id: 'style-closing-in-text', category: 'style-element', html: `<style></style><img src=x onerror="${P}"></style>` },
  { id: 'link-stylesheet', category: 'style-element', html: '<link rel="stylesheet" href="https://evil.example/x.css">' },

  // Nested, unclosed and malformed tags.
  { id: 'double-open', category: 'nesting', html: `<<script>${P}//<</script>` },
  { id: 'unclosed-script', category: 'nesting', html: `<script>${P}` },
  { id: 'unclosed-img', category: 'nesting', html: `<img src=x onerror="${P}"` },
  { id: 'script-in-attribute', category: 'nesting', html: `<b title="<script>${P}</script>">t</b>` },
  { id: 'split-script', category: 'nesting', html: `<scr<script>ipt>${P}</scr</script>ipt>` },
  { id: 'nested-a', category: 'nesting', html: `<a href="https://ok.example"><a href="javascript:${P}">in</a></a>` },
  { id: 'broken-comment', category: 'nesting', html: `<!--><img src=x onerror="${P}">-->` },
  { id: 'comment-in-tag', category: 'nesting', html: `<img src=x <!-- --> onerror="${P}">` },
  { id: 'cdata', category: 'nesting', html: `<![CDATA[<img src=x onerror="${P}">]]>` },
  // As deep as a stored side may nest (CARD_HTML_MAX_DEPTH, 100, with the image): a deeper side is
  // refused before any sanitizing (issue 49; richText.test.ts, richCards.test.ts test that).
  { id: 'deep-nesting', category: 'nesting', html: '<div>'.repeat(99) + `<img src=x onerror="${P}">` + '</div>'.repeat(99) },
  { id: 'processing-instruction', category: 'nesting', html: `<?xml version="1.0"?><img src=x onerror="${P}">` },
  { id: 'attribute-breakout', category: 'nesting', html: `<span style="color:red" "><img src=x onerror="${P}">">t</span>` },
  { id: 'table-breakout', category: 'nesting', html: `<table><td><img src=x onerror="${P}"></td></table>` },

  // Entity tricks.
  { id: 'encoded-tag', category: 'entities', html: `&lt;script&gt;${P}&lt;/script&gt;` },
  { id: 'double-encoded-tag', category: 'entities', html: `&amp;lt;img src=x onerror=${P}&amp;gt;` },
  { id: 'entity-without-semicolon', category: 'entities', html: `&ltimg src=x onerror=${P}&gt` },
  { id: 'encoded-attribute-quote', category: 'entities', html: `<span title="a&quot; onmouseover=&quot;${P}">q</span>` },
  { id: 'null-byte-script', category: 'entities', html: `<scri\u0000pt>${P}</scri\u0000pt>` },
  { id: 'fullwidth-brackets', category: 'entities', html: `＜script＞${P}＜/script＞` },
  { id: 'utf7-style', category: 'entities', html: `+ADw-script+AD4-${P}+ADw-/script+AD4-` },

  // Mutation XSS: markup that changes meaning when parsed again (DOMPurify's known bypasses).
  { id: 'noscript-title', category: 'mutation', html: `<noscript><p title="</noscript><img src=x onerror=${P}>">` },
  { id: 'template-img', category: 'mutation', html: `<template><img src=x onerror="${P}"></template>` },
  { id: 'template-in-p', category: 'mutation', html: `<p><template><style></template><img src=x onerror="${P}"></style></p>` },
  { id: 'textarea-breakout', category: 'mutation', html: `<textarea></textarea><img src=x onerror="${P}"></textarea>` },
  { id: 'title-breakout', category: 'mutation', html: `<title><img src=x onerror="${P}"></title>` },
  { id: 'xmp-breakout', category: 'mutation', html: `<xmp></xmp><img src=x onerror="${P}"></xmp>` },
  { id: 'iframe-text', category: 'mutation', html: `<iframe></iframe><img src=x onerror="${P}"></iframe>` },
  { id: 'form-nesting', category: 'mutation', html: `<form><math><mtext></form><form><mglyph><style></math><img src=x onerror="${P}">` },
  { id: 'svg-p-style', category: 'mutation', html: `<svg></p><style><a id="</style><img src=1 onerror=${P}>">` },
  { id: 'math-mtext-table', category: 'mutation', html: `<math><mtext><table><mglyph><svg><mtext><style><path id="</style><img onerror=${P} src>">` },
  { id: 'select-template', category: 'mutation', html: `<select><template><style><!--</style><img src=x onerror="${P}">--></style></template></select>` },
  { id: 'plaintext', category: 'mutation', html: `<plaintext><img src=x onerror="${P}">` },
  { id: 'noembed', category: 'mutation', html: `<noembed><img title="</noembed><img src=x onerror=${P}>"></noembed>` },

  // Images of media that are not the deck owner's.
  { id: 'foreign-media', category: 'foreign-media', html: `<img src="/api/media/${FOREIGN_MEDIA}">` },
  { id: 'foreign-media-absolute', category: 'foreign-media', html: `<img src="http://127.0.0.1/api/media/${FOREIGN_MEDIA}">` },
  { id: 'foreign-media-query', category: 'foreign-media', html: `<img src="/api/media/${FOREIGN_MEDIA}?x=1">` },
  { id: 'foreign-media-in-link', category: 'foreign-media', html: `<a href="/api/media/${FOREIGN_MEDIA}">see</a>` },
  { id: 'made-up-media', category: 'foreign-media', html: '<img src="/api/media/doesNotExist123">' },

  // CSS: url(), expression(), escapes, and overlays that cover the page.
  { id: 'css-position-fixed', category: 'css', html: '<div style="position:fixed;top:0;left:0;width:100vw;height:100vh;z-index:9999;background-color:white">Enter your password</div>' },
  { id: 'css-position-fixed-uppercase', category: 'css', html: '<div style="POSITION: FIXED; inset: 0">overlay</div>' },
  { id: 'css-background-url', category: 'css', html: '<span style="background:url(https://evil.example/track.png)">t</span>' },
  { id: 'css-background-image-js', category: 'css', html: `<span style="background-image:url(javascript:${P})">t</span>` },
  { id: 'css-colour-url', category: 'css', html: '<span style="color:url(https://evil.example/x)">t</span>' },
  { id: 'css-background-colour-url', category: 'css', html: '<span style="background-color:url(https://evil.example/x)">t</span>' },
  { id: 'css-expression', category: 'css', html: `<div style="color:expression(${P})">t</div>` },
  { id: 'css-escaped-url', category: 'css', html: '<span style="background:\\75\\72\\6c(https://evil.example/x)">t</span>' },
  { id: 'css-comment-split', category: 'css', html: '<span style="color:red;/**/position:fixed;top:0">t</span>' },
  { id: 'css-important-overlay', category: 'css', html: '<div style="text-align:center;position:absolute !important;top:0">t</div>' },
  { id: 'css-var', category: 'css', html: '<span style="color:var(--x, url(https://evil.example/x))">t</span>' },
  { id: 'css-behavior', category: 'css', html: '<span style="behavior:url(x.htc);-moz-binding:url(x.xml#x)">t</span>' },
  { id: 'css-font-face-in-style', category: 'css', html: '<span style="font-family:x;src:url(https://evil.example/f)">t</span>' },
  { id: 'hint-class-with-handler', category: 'event-handler', html: `<span class="cardcade-hint" onclick="${P}" onfocus="${P}" tabindex="0" autofocus>h</span>` },
  { id: 'hint-class-on-a-button', category: 'mutation', html: `<button class="cardcade-hint" onclick="${P}">h</button><img class="cardcade-hint" src=x onerror="${P}">` },
  { id: 'css-on-refused-element', category: 'css', html: '<img src=x style="position:fixed"><p style="position:fixed">p</p>' },
];

/** The vectors with the placeholder replaced by a real (foreign) media public id. */
export function withForeignMedia(foreignMediaId: string): XssVector[] {
  return XSS_VECTORS.map((v) => ({ ...v, html: v.html.split(FOREIGN_MEDIA).join(foreignMediaId) }));
}
