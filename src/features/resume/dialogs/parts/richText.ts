/** The rich-text editors of the CV texts are 500 px high. */
export const RICH_TEXT_HEIGHT = 500;
