/**
 * A small document model for the mock's legal texts and the FAQ: written once, rendered as
 * the HTML of the agreement endpoints and as the text of the matching PDF (mocks/pdf/).
 * Inline `**bold**` becomes `<strong>` in HTML and plain text in the PDF.
 */
export type TextBlock =
  { type: 'heading'; text: string } | { type: 'paragraph'; text: string } | { type: 'list'; items: string[] };

export interface TextDocument {
  title: string;
  blocks: TextBlock[];
}

export const heading = (text: string): TextBlock => ({ type: 'heading', text });
export const paragraph = (text: string): TextBlock => ({ type: 'paragraph', text });
export const list = (...items: string[]): TextBlock => ({ type: 'list', items });

function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function inlineHtml(value: string): string {
  return escapeHtml(value).replace(/\*\*(.+?)\*\*/g, '<strong>$1</strong>');
}

/**
 * The body HTML (the screen shows its own title): only h3, p, ul, li and strong
 * (docs/decisions/011-server-html.md).
 */
export function toHtml(doc: TextDocument): string {
  return doc.blocks
    .map((block) => {
      switch (block.type) {
        case 'heading':
          return `<h3>${inlineHtml(block.text)}</h3>`;
        case 'paragraph':
          return `<p>${inlineHtml(block.text)}</p>`;
        case 'list':
          return `<ul>${block.items.map((item) => `<li>${inlineHtml(item)}</li>`).join('')}</ul>`;
      }
    })
    .join('\n');
}

export function toPlainText(value: string): string {
  return value.replace(/\*\*(.+?)\*\*/g, '$1');
}
