import { http, HttpResponse } from 'msw';

import { setTokens } from '@/api/tokens';
import { makeStore, type AppStore, type RootState } from '@/app/store';
import { CV_PATHS, type Resume } from '@/contract/resume';
import type { LoginResponse } from '@/contract/session';
import { sessionStarted } from '@/core/session/session.events';
import { selectManagerId } from '@/core/session/session.selectors';
import { login } from '@/features/auth/auth.api';
import { server } from '@mocks/node';
import { apiUrl } from '@mocks/shared/urls';

import '@/features/resume/resume.feature';

import { resumeActions } from '@/features/resume/resume.slice';
import { cvKey, type CvSource } from '@/features/resume/resume.types';

import { DEMO, DEMO_PASSWORD } from '../../test-utils';

/**
 * The loads of one CV are latest-wins, and a load that started before a save never
 * replaces what the save returned. The server answers each GET with the CV as it was when the
 * request arrived, as a real server would, but only when the test lets it.
 */
let store: AppStore;
let source: CvSource;

async function signedInStore() {
  store = makeStore();
  const { accessToken, refreshToken, ...session }: LoginResponse = await login({
    username: DEMO.manager,
    password: DEMO_PASSWORD,
  });
  setTokens({ accessToken, refreshToken });
  store.dispatch(sessionStarted(session));
  // The manager's id comes with the profile, as on the resume page.
  await vi.waitFor(() => expect(selectManagerId(store.getState())).not.toBeNull());
  source = { kind: 'manager', id: selectManagerId(store.getState()) as string };
}

/** The own CV as the store holds it (the resume slice joins the store with its feature). */
const entry = () => (store.getState() as RootState).resume.cvs[cvKey(source)];
const shownSummary = () => entry()?.data?.executiveSummary?.de;

afterEach(() => store?.stop());

describe('loading the own CV', () => {
  it('keeps what a save returned when a load that started before the save answers after it', async () => {
    await signedInStore();
    const key = cvKey(source);
    // The CV as the server has it now (the first, quick load).
    store.dispatch(resumeActions.cvRequested(source));
    await vi.waitFor(() => expect(entry()?.status).toBe('succeeded'));
    const before = entry()?.data as Resume;
    const { executiveSummary } = before;

    // A reload starts and is slow: the server read the CV before the save below.
    let answerSlowLoad!: () => void;
    const slowAnswered = new Promise<void>((resolve) => {
      server.use(
        http.get(
          apiUrl(CV_PATHS.managerCv),
          async () => {
            await new Promise<void>((release) => (answerSlowLoad = release));
            resolve();
            return HttpResponse.json(before);
          },
          { once: true },
        ),
      );
    });
    store.dispatch(resumeActions.cvRequested(source));
    await vi.waitFor(() => expect(answerSlowLoad).toBeTypeOf('function'));

    // A quick save, answered with the whole CV.
    store.dispatch(
      resumeActions.saveSubmitted({
        cv: key,
        save: { kind: 'executiveSummary', body: { executiveSummary: { ...executiveSummary, de: 'Neu gespeichert' } } },
        version: before.versions.executiveSummary.version,
      }),
    );
    await vi.waitFor(() => expect(shownSummary()).toBe('Neu gespeichert'));

    answerSlowLoad();
    await slowAnswered;
    // Give the saga the turn in which the old copy would land.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(shownSummary()).toBe('Neu gespeichert');
    expect(entry()?.status).toBe('succeeded');
  });

  it('shows the copy of the latest load when an earlier load answers last', async () => {
    await signedInStore();
    store.dispatch(resumeActions.cvRequested(source));
    await vi.waitFor(() => expect(entry()?.status).toBe('succeeded'));
    const current = entry()?.data as Resume;
    const older = { ...current, executiveSummary: { ...current.executiveSummary, de: 'Alte Fassung' } } as Resume;
    const currentSummary = current.executiveSummary?.de;

    let answerFirst!: () => void;
    const firstAnswered = new Promise<void>((resolve) => {
      server.use(
        http.get(
          apiUrl(CV_PATHS.managerCv),
          async () => {
            await new Promise<void>((release) => (answerFirst = release));
            resolve();
            return HttpResponse.json(older);
          },
          { once: true },
        ),
      );
    });
    store.dispatch(resumeActions.cvRequested(source));
    await vi.waitFor(() => expect(answerFirst).toBeTypeOf('function'));
    // The second load is answered at once with the current CV.
    store.dispatch(resumeActions.cvRequested(source));
    await vi.waitFor(() => expect(entry()?.status).toBe('succeeded'));
    expect(shownSummary()).toBe(currentSummary);

    answerFirst();
    await firstAnswered;
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(shownSummary()).toBe(currentSummary);
  });
});
