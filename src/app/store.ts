import { combineSlices, configureStore, createAction } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';

import type { agreementTextsSlice } from '@/core/agreementTexts/agreementTexts.slice';
import { connectionSlice } from '@/core/connection/connection.slice';
import { feedbackSlice } from '@/core/feedback/feedback.slice';
import type { AppDispatch } from '@/core/hooks';
import { onFeatureRegistered } from '@/core/lazyFeatures';
import { metaSlice } from '@/core/meta/meta.slice';
import type { opportunitiesSlice } from '@/core/opportunities/opportunities.slice';
import type { placementsSlice } from '@/core/placements/placements.slice';
import { profileSlice } from '@/core/profile/profile.slice';
import { sessionSlice } from '@/core/session/session.slice';
import { createSubmissionMiddleware } from '@/core/submission/submission';
import { tabsSlice } from '@/core/tabs/tabs.slice';
import { agreementSlice } from '@/features/agreement/agreement.slice';
import { authSlice } from '@/features/auth/auth.slice';
import type { dashboardSlice } from '@/features/dashboard/dashboard.slice';
import type { documentsSlice } from '@/features/documents/documents.slice';
import { passwordSlice } from '@/features/password/password.slice';
import type { placementScreenSlice } from '@/features/placementScreen/placement.slice';
import type { projectsSlice } from '@/features/projects/projects.slice';
import type { registrationSlice } from '@/features/registration/registration.slice';
import type { resumeSlice } from '@/features/resume/resume.slice';

import { rootSaga } from './rootSaga';

/** Slices that load with their screens (core/lazyFeatures.ts); only their types are imported here. */
interface LazySlices {
  agreementTexts: ReturnType<typeof agreementTextsSlice.reducer>;
  opportunities: ReturnType<typeof opportunitiesSlice.reducer>;
  placements: ReturnType<typeof placementsSlice.reducer>;
  registration: ReturnType<typeof registrationSlice.reducer>;
  dashboard: ReturnType<typeof dashboardSlice.reducer>;
  documents: ReturnType<typeof documentsSlice.reducer>;
  placementScreen: ReturnType<typeof placementScreenSlice.reducer>;
  projects: ReturnType<typeof projectsSlice.reducer>;
  resume: ReturnType<typeof resumeSlice.reducer>;
}

const rootReducer = combineSlices(
  sessionSlice,
  authSlice,
  passwordSlice,
  agreementSlice,
  profileSlice,
  metaSlice,
  feedbackSlice,
  tabsSlice,
  connectionSlice,
).withLazyLoadedSlices<LazySlices>();

/**
 * The lazy slices are typed as present: a feature's selectors run only in its own screens,
 * and its module registers (and so injects) the slice before any of them renders.
 */
export type RootState = ReturnType<typeof rootReducer> & LazySlices;

/** Dispatched to each store after a lazy slice joined, so its initial state is in place at once. */
export const featureInjected = createAction<string>('app/featureInjected');

export function makeStore(preloadedState?: Partial<RootState>) {
  const sagaMiddleware = createSagaMiddleware({
    onError: (error) => console.error('Unhandled saga error', error),
  });
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: preloadedState as Parameters<typeof rootReducer>[0],
    // The submission middleware goes first: a form's submit resolves when its saga reports the outcome.
    middleware: (getDefault) =>
      getDefault({ thunk: false }).prepend(createSubmissionMiddleware()).concat(sagaMiddleware),
  });
  // The features type dispatch by core/hooks, which cannot import this store: this stops compiling if the two drift apart.
  const dispatch: AppDispatch = store.dispatch;
  const stopInjecting = onFeatureRegistered((feature) => {
    if (!feature.reducer) return;
    rootReducer.inject({ reducerPath: feature.name, reducer: feature.reducer });
    dispatch(featureInjected(feature.name));
  });
  const rootTask = sagaMiddleware.run(rootSaga);
  /** Stops the sagas and the injections (the tests' stores, after each test). */
  const stop = () => {
    stopInjecting();
    rootTask.cancel();
  };
  return Object.assign(store, { rootTask, stop });
}

export type AppStore = ReturnType<typeof makeStore>;
