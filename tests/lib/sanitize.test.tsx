import { fireEvent, render } from '@testing-library/react';

import { SafeHtml } from '@/components/html/SafeHtml';
import { HTML_PROFILES, sanitizeHtml, type HtmlProfile } from '@/lib/sanitize';

import { assertInert, fireEveryEvent, resetXssFlag, XSS_PAYLOADS, xssFlag } from './xss';

/**
 * Server HTML is untrusted (docs/decisions/011-server-html.md). Known XSS payloads go through `sanitizeHtml` and the
 * `SafeHtml` component; no script may run and no attribute may survive.
 */

const PROFILES = Object.keys(HTML_PROFILES) as HtmlProfile[];

/** Parses sanitized HTML inertly (a template runs nothing) to inspect what is left. */
function parse(html: string): HTMLElement[] {
  const template = document.createElement('template');
  template.innerHTML = html;
  return Array.from(template.content.querySelectorAll<HTMLElement>('*'));
}

beforeEach(resetXssFlag);

describe('sanitizeHtml', () => {
  describe.each(PROFILES)('with the %s profile', (profile) => {
    it.each(XSS_PAYLOADS)('defuses $name', ({ html }) => {
      const clean = sanitizeHtml(html, profile);
      const elements = parse(clean);
      for (const element of elements) {
        expect(HTML_PROFILES[profile]).toContain(element.tagName.toLowerCase());
        expect(element.getAttributeNames()).toEqual([]);
      }
      expect(clean).not.toMatch(/<\s*(script|iframe|object|embed|svg|math|style|form|input|base|meta|link|a)\b/i);
      expect(clean).not.toMatch(/\bon[a-z]+\s*=/i);
      expect(clean).not.toMatch(/javascript:/i);
      expect(clean).not.toMatch(/\b(data|aria)-[a-z]+\s*=/i);
    });
  });

  it('keeps the allowed structure and text of a legal document', () => {
    const html =
      '<h2>§ 1 Scope</h2><p>Hello <strong>world</strong> and <em>you</em>.</p><ul><li>one</li><li>two</li></ul><ol><li>three</li></ol>';
    expect(sanitizeHtml(html, 'document')).toBe(html);
  });

  it('keeps only p, ul, li and br for rich text, and the text of the rest', () => {
    const clean = sanitizeHtml(
      '<h2>Title</h2><p>A <strong>bold</strong> line<br>next</p><ol><li>x</li></ol>',
      'richText',
    );
    expect(parse(clean).map((element) => element.tagName.toLowerCase())).toEqual(['p', 'br', 'li']);
    expect(clean).toContain('Title');
    expect(clean).toContain('bold');
  });

  it('removes the attributes of allowed elements instead of the elements', () => {
    expect(
      sanitizeHtml(
        '<p class="x" id="y" style="color:red" title="t" data-id="1" aria-hidden="true" onclick="x()">text</p>',
        'message',
      ),
    ).toBe('<p>text</p>');
  });
});

describe('SafeHtml', () => {
  it('runs inline handlers in this environment when HTML is NOT sanitized (control)', () => {
    // Proves the checks below can fail: jsdom runs inline handlers like a browser.
    const { container } = render(<div />);
    const target = container.firstElementChild as HTMLElement;
    target.innerHTML = '<p onclick="document.documentElement.dataset.xss = \'control\'">click me</p>';
    fireEvent.click(target.querySelector('p') as HTMLElement);
    expect(xssFlag()).toBe('control');
  });

  it.each(XSS_PAYLOADS)('renders $name without running any script or keeping any attribute', ({ html }) => {
    const { container } = render(<SafeHtml html={html} profile="document" />);
    const root = container.firstElementChild as HTMLElement;
    fireEveryEvent(root);
    assertInert(root);
  });

  it('shows the text of the allowed elements', () => {
    const { getByRole, getByText } = render(
      <SafeHtml html={'<h2>Terms</h2><p>Read <strong>this</strong></p><script>x()</script>'} profile="document" />,
    );
    expect(getByRole('heading', { level: 2, name: 'Terms' })).toBeInTheDocument();
    expect(getByText('this').tagName).toBe('STRONG');
  });
});
