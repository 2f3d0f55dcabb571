import { NEWS_KIND, type NewsItem, type Offer } from '../../src/contract/opportunities';
import { db } from '../db';
import { today } from '../shared/requests';

/** The dashboard's offers and news (designed: the spec shows no fields), the same for every manager. */

/** Offers that have not expired (validUntil '' never expires), in the order stored. */
export function currentOffers(): Offer[] {
  const from = today();
  return structuredClone(db.offers.filter((offer) => offer.validUntil === '' || offer.validUntil >= from));
}

/**
 * `GET /manager/news-and-events` (designed order): the news, newest first, then the events
 * still to come (today included), the next first. Past events are left out.
 */
export function newsAndEvents(): NewsItem[] {
  const from = today();
  const news = db.newsAndEvents
    .filter((each) => each.kind === NEWS_KIND.NEWS)
    .sort((a, b) => b.date.localeCompare(a.date));
  const events = db.newsAndEvents
    .filter((each) => each.kind === NEWS_KIND.EVENT && each.date >= from)
    .sort((a, b) => a.date.localeCompare(b.date));
  return structuredClone([...news, ...events]);
}
