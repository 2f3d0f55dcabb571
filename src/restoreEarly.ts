import { keptScreenReads } from '@/api/firstReads';
import { prefetchGets } from '@/api/prefetch';
import { hasSessionToRestore, restoreAtStart } from '@/api/refresh';
import { isDemo } from '@/config/env';
import { preloadFirstScreen } from '@/lib/firstScreenFiles';
import { activateKeptSessionStyles } from '@/lib/keptSessionStyles';
import { langOf, readStoredLanguageCode } from '@/lib/languages';
import { warmUpDates } from '@/lib/warmUpDates';

const sessionKept = hasSessionToRestore();
// Before the start chunk runs, which makes emotion's cache: it reads the styles as already inserted.
if (sessionKept) activateKeptSessionStyles(document);

/*
 * index.html's first script (vite.config.ts, restoreEarly): a kept session's refresh leaves beside
 * the start chunk instead of after it has arrived and run, a round trip a phone no longer waits
 * for before the first screen's data (docs/decisions/032-first-screen.md); so do the screen's code
 * and texts, its data as soon as the refresh answers, while the start chunk may still be running,
 * and the locale data of its dates is loaded while the start chunk is on its way. The
 * app shares this module, and so the answer (api/refresh.ts, restoreAtStart). The demo's calls
 * wait for its mock, which main.tsx starts: there main.tsx sends the refresh.
 */
if (!isDemo && sessionKept) {
  const lang = langOf(readStoredLanguageCode());
  restoreAtStart().then(
    (session) => prefetchGets(keptScreenReads(window.location, session, lang)),
    () => undefined,
  );
  preloadFirstScreen(document, window.location.pathname, lang);
  // A task of its own, while the start chunk is on its way: an idle callback never came before the first render on
  // a slow phone, whose main thread is busy until then, and the screen's first month name paid for it.
  setTimeout(() => warmUpDates(lang), 0);
}
