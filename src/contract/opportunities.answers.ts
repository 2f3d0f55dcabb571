/**
 * The opportunities domain's answers as the app reads them (src/contract/schema.ts): each schema
 * checks an answer at the door and gives its type. Apart from the paths (opportunities.ts), so
 * that the first script, which needs the paths only, carries no schema.
 */
import * as v from 'valibot';

import { apiDate, apiDateOrNone, id, list, localized, text } from './schema';

/** `GET /manager/offers` (designed: the spec shows no fields): the provider's offers to its managers. */
export const offerSchema = v.object({
  id,
  title: localized,
  /** HTML, sanitized before it is shown. */
  description: localized,
  /** An http(s) link to read more, or ''. */
  link: text,
  /** yyyy-MM-dd, or '' when it does not expire. */
  validUntil: apiDateOrNone,
});
export type Offer = v.InferOutput<typeof offerSchema>;
export const offersSchema = list(offerSchema);

/**
 * `GET /manager/news-and-events` (designed). Newest news and next events first: one list, the
 * news newest first, then the events still to come (today included), the next first; past
 * events are left out. `GET /manager/offers` leaves out offers whose `validUntil` has passed.
 */
export const newsItemSchema = v.object({
  id,
  /** NEWS_KIND; another kind is shown as news. */
  kind: text,
  title: localized,
  /** HTML, sanitized before it is shown. */
  summary: localized,
  /** yyyy-MM-dd: the publication day of news, the day of an event. */
  date: apiDate,
  /** Where an event takes place, or ''. */
  location: localized,
  link: text,
});
export type NewsItem = v.InferOutput<typeof newsItemSchema>;
export const newsSchema = list(newsItemSchema);
