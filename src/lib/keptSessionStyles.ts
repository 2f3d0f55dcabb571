/** The id of index.html's inert template with the signed-in first screens' component styles (scripts/firstPaintCss.mjs). */
export const KEPT_SESSION_STYLES_ID = 'kept-session-styles';

/**
 * A kept session starts on a signed-in screen, whose component styles the build recorded into an inert template
 * (docs/decisions/064-kept-session-styles.md). Moved into the head before emotion's cache is made, they read as
 * server-rendered styles: emotion compiles and inserts none of them while React commits the first screen. The
 * sign-in page never activates them, so it never parses them as CSS. Without the template nothing changes.
 */
export function activateKeptSessionStyles(doc: Document): void {
  const template = doc.getElementById(KEPT_SESSION_STYLES_ID);
  if (!(template instanceof HTMLTemplateElement)) return;
  doc.head.append(template.content);
  template.remove();
}
