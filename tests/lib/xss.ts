/**
 * Known XSS payloads (docs/decisions/011-server-html.md) and the checks that none of them did anything. Every
 * payload that could run code sets a flag (see xssFlag); the flag must stay unset.
 */

/**
 * Inline handlers run in jsdom's own script context, not in the test's global, so a payload
 * signals through the shared DOM: it writes `data-xss` on the <html> element.
 */
export function xssFlag(): string | undefined {
  return document.documentElement.dataset.xss;
}

export function resetXssFlag(): void {
  delete document.documentElement.dataset.xss;
}

const set = (name: string) => `document.documentElement.dataset.xss='${name}'`;

export const XSS_PAYLOADS: { name: string; html: string }[] = [
  { name: 'a script tag', html: `<p>before</p><script>${set('script')}</script><p>after</p>` },
  { name: 'a script tag with a source', html: '<script src="https://evil.example/x.js"></script>' },
  { name: 'an img with onerror', html: `<img src=x onerror="${set('img')}">` },
  { name: 'an svg with onload', html: `<svg onload="${set('svg')}"><circle r="5"/></svg>` },
  { name: 'a javascript: link', html: `<a href="javascript:${set('link')}">click me</a>` },
  { name: 'a javascript: link with entities', html: '<a href="jav&#x09;ascript:alert(1)">tab</a>' },
  {
    name: 'style and on* attributes',
    html: `<p style="background:url(javascript:${set('style')})" onclick="${set('onclick')}" onmouseover="${set('over')}">styled</p>`,
  },
  {
    name: 'an on* attribute on an allowed tag',
    html: `<strong onclick="${set('strong')}" onfocus="${set('focus')}" tabindex="0">bold</strong>`,
  },
  { name: 'an iframe', html: `<iframe src="javascript:${set('iframe')}"></iframe>` },
  { name: 'an iframe with srcdoc', html: `<iframe srcdoc="<script>parent.${set('srcdoc')}</script>"></iframe>` },
  {
    name: 'data-* and aria-* attributes',
    html: '<p data-bind="x" data-id="7" aria-label="spoof" aria-hidden="true" role="button">data</p>',
  },
  {
    name: 'class, id and name attributes (DOM clobbering)',
    html: '<p id="root" name="cookie" class="MuiButton-root">clobber</p>',
  },
  {
    name: 'an object and an embed',
    html: '<object data="javascript:alert(1)"></object><embed src="javascript:alert(1)">',
  },
  {
    name: 'a form with a javascript: action',
    html: `<form action="javascript:${set('form')}"><button>send</button></form>`,
  },
  { name: 'an autofocus input', html: `<input autofocus onfocus="${set('input')}">` },
  {
    name: 'a details element with ontoggle',
    html: `<details open ontoggle="${set('toggle')}"><summary>s</summary></details>`,
  },
  { name: 'a body with onload', html: `<body onload="${set('body')}"><p>x</p></body>` },
  {
    name: 'a meta refresh and a base tag',
    html: '<meta http-equiv="refresh" content="0;url=javascript:alert(1)"><base href="https://evil.example/">',
  },
  { name: 'a style element', html: '<style>body{background:url("javascript:alert(1)")}</style><p>x</p>' },
  { name: 'a mutation-XSS payload', html: `<math><mtext><table><mglyph><style><img src=x onerror="${set('mxss')}">` },
  {
    name: 'a noscript break-out',
    html: `<noscript><p title="</noscript><img src=x onerror=${set('noscript')}>"></noscript>`,
  },
  { name: 'an unclosed tag trick', html: `<p>ok</p><img src=x onerror=${set('unclosed')}//` },
];

const EVENTS = ['click', 'mouseover', 'focus', 'load', 'error', 'toggle', 'submit'] as const;

/** Fires every event a payload's handler might wait for, on every element. */
export function fireEveryEvent(root: Element): void {
  for (const element of [root, ...Array.from(root.querySelectorAll('*'))]) {
    for (const type of EVENTS)
      element.dispatchEvent(type === 'click' ? new MouseEvent(type, { bubbles: true }) : new Event(type));
  }
}

/** No script ran, and no dangerous element or attribute is left below `root`. */
export function assertInert(root: Element): void {
  expect(xssFlag()).toBeUndefined();
  expect(
    root.querySelectorAll('script, iframe, object, embed, svg, math, style, form, input, a, img, base, meta, link'),
  ).toHaveLength(0);
  for (const element of Array.from(root.querySelectorAll('*'))) {
    expect({ tag: element.tagName, attributes: element.getAttributeNames() }).toEqual({
      tag: element.tagName,
      attributes: [],
    });
  }
}
