import { apiPut, apiRead } from '@/api/client';
import { OPPORTUNITY_PATHS } from '@/contract/opportunities';
import { newsSchema, offersSchema } from '@/contract/opportunities.answers';
import { CV_PATHS } from '@/contract/resume';
import { resumeSchema } from '@/contract/resume.answers';

export const fetchOffers = () => apiRead(OPPORTUNITY_PATHS.offers.build(), offersSchema);
export const fetchNewsAndEvents = () => apiRead(OPPORTUNITY_PATHS.newsAndEvents.build(), newsSchema);
/** The dashboard's 'submit application': answers with the CV. */
export const markResumeCompleted = () => apiPut(CV_PATHS.markResumeCompleted.build(), resumeSchema);
