import type { Lang } from '@/contract/common';

/**
 * The files of the screens a kept session may open on, which the build writes into index.html
 * (vite.config.ts, restoreEarly): by path ('/placement/' ends in a slash: every path under it),
 * the screen's code with everything it imports, and its texts in each language.
 */
export type FirstScreenFiles = Record<string, { code: string[]; texts: Record<Lang, string[]> }>;

/** The id of index.html's JSON block that lists them. */
export const FIRST_SCREEN_FILES_ID = 'first-screen-files';

function screenAt(files: FirstScreenFiles, pathname: string) {
  const path = Object.keys(files).find((key) => (key.endsWith('/') ? pathname.startsWith(key) : pathname === key));
  return path === undefined ? undefined : files[path];
}

/**
 * Asks for the code and texts of the screen at `pathname` beside the start chunk, as
 * `modulepreload` links, instead of after the start chunk has run: a round trip less before a
 * returning manager's first screen paints (docs/decisions/032-first-screen.md). A missing or
 * unreadable list costs nothing but the head start.
 */
export function preloadFirstScreen(doc: Document, pathname: string, lang: Lang): void {
  let files: FirstScreenFiles;
  try {
    files = JSON.parse(doc.getElementById(FIRST_SCREEN_FILES_ID)?.textContent ?? '{}') as FirstScreenFiles;
  } catch {
    return;
  }
  const screen = screenAt(files, pathname);
  if (!screen) return;
  const list = (hrefs: unknown): string[] =>
    Array.isArray(hrefs) ? hrefs.filter((href) => typeof href === 'string') : [];
  for (const href of [...list(screen.code), ...list(screen.texts?.[lang])]) {
    const link = doc.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    doc.head.append(link);
  }
}
