import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';

import { makeStore } from '@/app/store';
import { LanguageSwitch } from '@/components/layout/LanguageSwitch';
import { LANGUAGE_CODE, ROLE } from '@/contract/common';
import type { SessionInfo } from '@/contract/session';
import { profileActions } from '@/core/profile/profile.slice';
import { sessionEnded, sessionStarted, uiLanguageChanged } from '@/core/session/session.events';
import {
  selectIsSignedIn,
  selectManagerId,
  selectRole,
  selectSession,
  selectUiLanguage,
  selectUserId,
} from '@/core/session/session.selectors';
import { i18n } from '@/lib/i18n';
import { uiLanguageOf } from '@/lib/languages';
import { useUiLanguage } from '@/lib/useUiLanguage';

const SESSION: SessionInfo = {
  userId: 'user-7',
  role: ROLE.MANAGER,
  showAgreement: false,
  canSkipAgreement: false,
  communicationLanguage: LANGUAGE_CODE.EN,
  videoURLs: { de: 'https://video.test/de', en: 'https://video.test/en' },
};

const stores: ReturnType<typeof makeStore>[] = [];
function newStore() {
  const store = makeStore();
  stores.push(store);
  return store;
}
// Their sagas stop after each test, like renderApp's stores (tests/setup.ts).
afterEach(() => stores.splice(0).forEach((store) => store.stop()));

describe('the session in core', () => {
  it('holds the signed-in user from sessionStarted until sessionEnded', () => {
    const store = newStore();
    expect(selectSession(store.getState())).toBeNull();
    expect(selectIsSignedIn(store.getState())).toBe(false);
    expect(selectUserId(store.getState())).toBeNull();
    expect(selectRole(store.getState())).toBeNull();

    store.dispatch(sessionStarted(SESSION));
    expect(selectSession(store.getState())).toEqual(SESSION);
    expect(selectIsSignedIn(store.getState())).toBe(true);
    expect(selectUserId(store.getState())).toBe('user-7');
    expect(selectRole(store.getState())).toBe(ROLE.MANAGER);

    store.dispatch(sessionEnded({ reason: 'logout' }));
    expect(selectSession(store.getState())).toBeNull();
    expect(selectIsSignedIn(store.getState())).toBe(false);
    expect(selectUserId(store.getState())).toBeNull();
  });

  it('keeps the ending reason in the sign-in flow, not in the session', () => {
    const store = newStore();
    store.dispatch(sessionStarted(SESSION));
    store.dispatch(sessionEnded({ reason: 'idle' }));
    expect(store.getState().auth.endReason).toBe('idle');
    expect(store.getState().auth).not.toHaveProperty('session');
  });

  it('starts in the stored language and follows every switch, across the end of a session', () => {
    window.localStorage.setItem('portal.language', String(LANGUAGE_CODE.EN));
    const store = newStore();
    expect(selectUiLanguage(store.getState())).toBe('en');

    store.dispatch(uiLanguageChanged({ lang: 'de' }));
    expect(selectUiLanguage(store.getState())).toBe('de');
    store.dispatch(sessionStarted(SESSION));
    store.dispatch(sessionEnded({ reason: 'logout' }));
    expect(selectUiLanguage(store.getState())).toBe('de');
  });

  it('starts in German without a stored choice', () => {
    expect(selectUiLanguage(newStore().getState())).toBe('de');
  });

  it("reads the manager id from the profile's personal details", () => {
    const store = newStore();
    expect(selectManagerId(store.getState())).toBeNull();
    store.dispatch(
      profileActions.profileLoaded({ personalDetails: { manager_id: 'M-10427' } } as Parameters<
        typeof profileActions.profileLoaded
      >[0]),
    );
    expect(selectManagerId(store.getState())).toBe('M-10427');
    store.dispatch(sessionEnded({ reason: 'logout' }));
    expect(selectManagerId(store.getState())).toBeNull();
  });
});

function LanguageProbe() {
  return <p>UI language: {useUiLanguage()}</p>;
}

describe('useUiLanguage', () => {
  it('is the language the texts are shown in, and re-renders when it is switched', async () => {
    const store = newStore();
    const user = userEvent.setup();
    render(
      <Provider store={store}>
        <LanguageSwitch />
        <LanguageProbe />
      </Provider>,
    );
    expect(screen.getByText('UI language: en')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'DE – Deutsch' }));
    expect(await screen.findByText('UI language: de')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'DE – Deutsch' })).toHaveAttribute('aria-pressed', 'true');

    await act(() => i18n.changeLanguage('en'));
    expect(screen.getByText('UI language: en')).toBeInTheDocument();
  });

  it('reads any language but German as English', () => {
    expect(uiLanguageOf('de')).toBe('de');
    expect(uiLanguageOf('en')).toBe('en');
    expect(uiLanguageOf('fr')).toBe('en');
    expect(uiLanguageOf(undefined)).toBe('en');
  });
});
