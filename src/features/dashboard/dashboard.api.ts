import { apiGet, apiPut } from '@/api/client';
import { OPPORTUNITY_PATHS, type NewsItem, type Offer } from '@/contract/opportunities';
import { CV_PATHS, type Resume } from '@/contract/resume';

export const fetchOffers = () => apiGet<Offer[]>(OPPORTUNITY_PATHS.offers.build());
export const fetchNewsAndEvents = () => apiGet<NewsItem[]>(OPPORTUNITY_PATHS.newsAndEvents.build());
/** The dashboard's 'submit application': answers with the CV. */
export const markResumeCompleted = () => apiPut<Resume>(CV_PATHS.markResumeCompleted.build());
