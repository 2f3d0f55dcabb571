import DOMPurify from 'dompurify';

/**
 * Server HTML is untrusted (docs/decisions/011-server-html.md). Allowed tags depend on where it is shown; no
 * attribute survives, ever.
 */
export const HTML_PROFILES = {
  /** Agreement texts and other long legal/descriptive documents. */
  document: ['h2', 'h3', 'h4', 'p', 'ul', 'ol', 'li', 'strong', 'em', 'b', 'i', 'br'],
  /** What the rich-text editor produces (docs/decisions/011-server-html.md). */
  richText: ['p', 'ul', 'li', 'br'],
  /** Short HTML messages. */
  message: ['p', 'strong', 'em', 'b', 'i', 'br', 'ul', 'li'],
} as const;

export type HtmlProfile = keyof typeof HTML_PROFILES;

export function sanitizeHtml(html: string, profile: HtmlProfile): string {
  return DOMPurify.sanitize(html, {
    ALLOWED_TAGS: [...HTML_PROFILES[profile]],
    ALLOWED_ATTR: [],
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
  });
}
