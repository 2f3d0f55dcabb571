/**
 * The editing area of a rich-text field starts at the height its form gives it and grows with the text up to
 * the specification's 500 px, but never past 60 % of the window, so on a phone the field's label, the
 * toolbar and the form's buttons stay in reach; beyond that it scrolls (docs/decisions/042-editor-height.md).
 */
export const RICH_TEXT_MAX_HEIGHT = 500;

/** The share of the window's height an editor may take at most while it grows. */
const MAX_WINDOW_SHARE = '60vh';

/** The editing area's CSS heights: `min` is where it starts, it grows up to `max`. */
export function richTextHeights(startHeight: number): { minHeight: number; maxHeight: string } {
  return {
    minHeight: startHeight,
    maxHeight: `max(${startHeight}px, min(${RICH_TEXT_MAX_HEIGHT}px, ${MAX_WINDOW_SHARE}))`,
  };
}
