import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

import type { SerializedApiError } from '@/api/errors';

/**
 * The one way to report a failed request that has no form to show it in:
 * a red toast that hides after TOAST_HIDE_MS, or a dismissible banner for lasting problems.
 */
export const TOAST_HIDE_MS = 6000;

export interface FeedbackState {
  toast: { id: number; error: SerializedApiError } | null;
  banner: { error: SerializedApiError } | null;
}

const initialState: FeedbackState = { toast: null, banner: null };
let nextId = 1;

export const feedbackSlice = createSlice({
  name: 'feedback',
  initialState,
  reducers: {
    errorToastShown: {
      reducer(state, action: PayloadAction<{ id: number; error: SerializedApiError }>) {
        state.toast = action.payload;
      },
      prepare: (error: SerializedApiError) => ({ payload: { id: nextId++, error } }),
    },
    toastHidden(state) {
      state.toast = null;
    },
    errorBannerShown(state, action: PayloadAction<SerializedApiError>) {
      state.banner = { error: action.payload };
    },
    bannerDismissed(state) {
      state.banner = null;
    },
  },
});

export const { errorToastShown, toastHidden, errorBannerShown, bannerDismissed } = feedbackSlice.actions;
