import * as yup from 'yup';

import { MAX_APPLICATION_REMARKS } from '@/contract/opportunities';
import { rule } from '@/lib/validation';

/** Step 3, the application: the remarks are optional, at most MAX_APPLICATION_REMARKS characters. */
export const applicationSchema = yup.object({
  remarks: yup
    .string()
    .default('')
    .max(MAX_APPLICATION_REMARKS, rule('max', { max: MAX_APPLICATION_REMARKS })),
});
export type ApplicationValues = yup.InferType<typeof applicationSchema>;
