import * as yup from 'yup';

import { rule } from '@/lib/validation';

const channel = () => yup.string().required(rule('required'));

/** One preferred contact type per channel (NOTIFICATION_CHANNELS). */
export const notificationSettingsSchema = yup.object({
  opportunityUpdates: channel(),
  cvUpdates: channel(),
  appointmentUpdates: channel(),
});
export type NotificationSettingsValues = yup.InferType<typeof notificationSettingsSchema>;
