import { HttpResponse, type HttpHandler } from 'msw';

import { OPPORTUNITY_PATHS, type NewsItem, type Offer } from '../../src/contract/opportunities';
import { withManager } from '../auth/rules';
import { route } from '../shared/routes';
import { apiUrl } from '../shared/urls';
import { currentOffers, newsAndEvents } from './rules';

/** The dashboard's offers and news and events. */

const listOffers = route(
  'get',
  apiUrl(OPPORTUNITY_PATHS.offers),
  withManager(() => {
    const response: Offer[] = currentOffers();
    return HttpResponse.json(response);
  }),
);

const listNewsAndEvents = route(
  'get',
  apiUrl(OPPORTUNITY_PATHS.newsAndEvents),
  withManager(() => {
    const response: NewsItem[] = newsAndEvents();
    return HttpResponse.json(response);
  }),
);

export const dashboardHandlers: HttpHandler[] = [listOffers, listNewsAndEvents];
