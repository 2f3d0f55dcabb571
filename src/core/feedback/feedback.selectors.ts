import type { FeedbackState } from './feedback.slice';

type FeedbackRoot = { feedback: FeedbackState };

export const selectToast = (state: FeedbackRoot) => state.feedback.toast;
export const selectBanner = (state: FeedbackRoot) => state.feedback.banner;
