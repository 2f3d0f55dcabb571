import { RICH_TEXT_MAX_HEIGHT, richTextHeights } from '@/components/form/richTextHeight';

describe('the height of a rich-text editor (docs/decisions/042-editor-height.md)', () => {
  it('starts at the height its form gives it and grows up to the specification’s 500 px, at most 60 % of the window', () => {
    expect(RICH_TEXT_MAX_HEIGHT).toBe(500);
    expect(richTextHeights(200)).toEqual({ minHeight: 200, maxHeight: 'max(200px, min(500px, 60vh))' });
    expect(richTextHeights(160)).toEqual({ minHeight: 160, maxHeight: 'max(160px, min(500px, 60vh))' });
  });

  it('never shrinks below its start height, even on a low window', () => {
    expect(richTextHeights(500).maxHeight).toBe('max(500px, min(500px, 60vh))');
  });
});
