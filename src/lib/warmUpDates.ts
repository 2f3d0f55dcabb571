import type { Lang } from '@/contract/common';
import { localeOf } from '@/contract/formats';

/**
 * The first date format a page makes loads the browser's locale data: some 70 ms on a desktop
 * (Chromium, measured), several times that on a slow phone, while later formats take about a
 * millisecond. A kept session's first screen shows dates at once, so index.html's first script
 * makes one while the main thread only waits for the start chunk, and the screen does not pay for
 * it in a long task after its first paint.
 */
export function warmUpDates(lang: Lang): void {
  new Intl.DateTimeFormat(localeOf(lang), { month: 'long', year: 'numeric' }).format(0);
}
