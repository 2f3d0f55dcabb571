import fc from 'fast-check';

import { keepBothTexts, visibleText } from '@/components/dialog/keepBothTexts';

const MARKER = 'Saved meanwhile <elsewhere>:';
const paragraph = fc
  .string({ minLength: 1, maxLength: 20 })
  .filter((text) => text.trim() !== '')
  .map((text) => `<p>${new Option(text).innerHTML}</p>`);

describe('keepBothTexts', () => {
  it("keeps every word of both texts, the user's first, and the marker (escaped, in a paragraph of the editor's own markup) between them", () => {
    fc.assert(
      fc.property(paragraph, paragraph, (mine, theirs) => {
        fc.pre(visibleText(mine) !== visibleText(theirs));
        const both = keepBothTexts(mine, theirs, MARKER);
        expect(both.startsWith(mine)).toBe(true);
        expect(both.endsWith(theirs)).toBe(true);
        expect(both).toContain('<p>Saved meanwhile &lt;elsewhere&gt;:</p>');
      }),
    );
  });

  it('needs no merge when either is empty or both read the same', () => {
    fc.assert(
      fc.property(paragraph, (text) => {
        expect(keepBothTexts(text, '', MARKER)).toBe(text);
        expect(keepBothTexts('', text, MARKER)).toBe(text);
        expect(keepBothTexts('<p><br></p>', text, MARKER)).toBe(text);
        expect(keepBothTexts(text, `${text} `, MARKER)).toBe(text);
      }),
    );
  });
});
