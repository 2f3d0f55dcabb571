import { combineReducers, configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { feedbackSlice } from '@/components/feedback/feedback.slice';
import { metaSlice } from '@/core/meta/meta.slice';
import { accountSlice } from '@/features/account/account.slice';
import { agreementSlice } from '@/features/agreement/agreement.slice';
import { authSlice } from '@/features/auth/auth.slice';
import { documentsSlice } from '@/features/documents/documents.slice';
import { notificationSettingsSlice } from '@/features/notificationSettings/notificationSettings.slice';
import { passwordSlice } from '@/features/password/password.slice';
import { registrationSlice } from '@/features/registration/registration.slice';
import { profileSlice } from '@/core/profile/profile.slice';
import { rootSaga } from './rootSaga';

const rootReducer = combineReducers({
  auth: authSlice.reducer,
  password: passwordSlice.reducer,
  agreement: agreementSlice.reducer,
  profile: profileSlice.reducer,
  meta: metaSlice.reducer,
  feedback: feedbackSlice.reducer,
  registration: registrationSlice.reducer,
  account: accountSlice.reducer,
  documents: documentsSlice.reducer,
  notificationSettings: notificationSettingsSlice.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

export function makeStore(preloadedState?: Partial<RootState>) {
  const sagaMiddleware = createSagaMiddleware({
    onError: (error) => console.error('Unhandled saga error', error),
  });
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) => getDefault({ thunk: false }).concat(sagaMiddleware),
  });
  const rootTask = sagaMiddleware.run(rootSaga);
  return Object.assign(store, { rootTask });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
