import { apiRead, apiSave } from '@/api/client';
import { OPPORTUNITY_PATHS } from '@/contract/opportunities';
import { newsSchema, offersSchema } from '@/contract/opportunities.answers';
import { CV_PATHS } from '@/contract/resume';
import { resumeSchema } from '@/contract/resume.answers';

export const fetchOffers = () => apiRead(OPPORTUNITY_PATHS.offers.build(), offersSchema);
export const fetchNewsAndEvents = () => apiRead(OPPORTUNITY_PATHS.newsAndEvents.build(), newsSchema);
/** The dashboard's 'submit application': answers with the CV, or null (docs/decisions/056-a-save-is-its-status.md). */
export const markResumeCompleted = () => apiSave('put', CV_PATHS.markResumeCompleted.build(), resumeSchema);
