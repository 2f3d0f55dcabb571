/**
 * The editing area of a rich-text field starts at the height its kind of text is given and grows with the text up
 * to the specification's 500 px, but never past 60 % of the window, so on a phone the field's label, the
 * toolbar and the form's buttons stay in reach; beyond that it scrolls (docs/decisions/042-editor-height.md).
 */
export const RICH_TEXT_MAX_HEIGHT = 500;

/** The share of the window's height an editor may take at most while it grows. */
const MAX_WINDOW_SHARE = '60vh';

/**
 * Where each editor of the app starts, in px (docs/decisions/042-editor-height.md): every rich-text field names
 * one of these; a start below the specification's 500 px says why.
 */
export const RICH_TEXT_START_HEIGHT = {
  /** Texts long by nature: the CV's texts, and the registration's competence profile, which becomes the CV's. */
  long: RICH_TEXT_MAX_HEIGHT,
  /** A section of the monthly report: seven stand on one page, and seven empty 500 px boxes would bury it. */
  reportSection: 200,
  /** The time entry's description, written daily in a dialog that is full-screen on a phone, above its Save. */
  dialogNote: 160,
} as const;
export type RichTextStart = keyof typeof RICH_TEXT_START_HEIGHT;

/** The editing area's CSS heights: `min` is where it starts, it grows up to `max`. */
export function richTextHeights(start: RichTextStart): { minHeight: number; maxHeight: string } {
  const startHeight = RICH_TEXT_START_HEIGHT[start];
  return {
    minHeight: startHeight,
    maxHeight: `max(${startHeight}px, min(${RICH_TEXT_MAX_HEIGHT}px, ${MAX_WINDOW_SHARE}))`,
  };
}
