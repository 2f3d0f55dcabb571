/** A rich text without its markup, its white space collapsed: what a reader would compare. */
export const visibleText = (html: string) =>
  new DOMParser().parseFromString(html, 'text/html').body.textContent?.replace(/\s+/g, ' ').trim() ?? '';

/**
 * 'Keep both' of a conflict over a rich text (docs/decisions/035-save-versions.md): the editor gets
 * what the user typed, then a paragraph that says so with the text saved meanwhile, for the user to merge.
 * Where either is empty or both read the same, the other (or the user's) is the whole answer.
 */
export function keepBothTexts(mine: string, theirs: string, marker: string): string {
  const mineVisible = visibleText(mine);
  const theirsVisible = visibleText(theirs);
  if (!theirsVisible || mineVisible === theirsVisible) return mine;
  if (!mineVisible) return theirs;
  const escaped = new Option(marker).innerHTML;
  return `${mine}<p>${escaped}</p>${theirs}`;
}
