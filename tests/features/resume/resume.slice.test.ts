import type { Resume } from '@/contract/resume';
import { resumeActions, resumeSlice, type ResumeState } from '@/features/resume/resume.slice';

const source = { kind: 'manager', id: '10427' } as const;
const reduce = (state: ResumeState | undefined, action: Parameters<typeof resumeSlice.reducer>[1]) =>
  resumeSlice.reducer(state, action);
// The slice does not look into the CV: a small stand-in is enough.
const cv = (summary: string) =>
  ({ executiveSummary: { de: summary, en: '' }, workExperience: [] }) as unknown as Resume;

/** The answer to a load request, as the saga puts it. */
const answer = (request: ReturnType<typeof resumeActions.cvRequested>, resume: Resume) =>
  resumeActions.cvLoaded({ key: request.payload.key, loadId: request.payload.loadId, resume });

function loaded(resume: Resume): ResumeState {
  const request = resumeActions.cvRequested(source);
  return reduce(reduce(undefined, request), answer(request, resume));
}

describe('loading a CV again', () => {
  it('keeps the CV shown while it loads, and keeps its identity when it comes back unchanged', () => {
    const first = loaded(cv('Erfahrene CFO'));
    const key = Object.keys(first.cvs)[0] as string;
    const shown = first.cvs[key]?.data;

    const reload = resumeActions.cvRequested(source);
    const reloading = reduce(first, reload);
    expect(reloading.cvs[key]).toMatchObject({ status: 'loading' });
    expect(reloading.cvs[key]?.data).toBe(shown);

    const again = reduce(reloading, answer(reload, cv('Erfahrene CFO')));
    expect(again.cvs[key]).toMatchObject({ status: 'succeeded', error: null });
    expect(again.cvs[key]?.data).toBe(shown);
  });

  it('takes a changed CV', () => {
    const first = loaded(cv('Erfahrene CFO'));
    const key = Object.keys(first.cvs)[0] as string;
    const changed = cv('Erfahrene CFO und Beirätin');
    const reload = resumeActions.cvRequested(source);
    const again = reduce(reduce(first, reload), answer(reload, changed));
    expect(again.cvs[key]?.data).toEqual(changed);
    expect(again.cvs[key]?.data).not.toBe(first.cvs[key]?.data);
  });
});

describe('answers that come too late', () => {
  it('drops a superseded load’s failure, and a load’s answer after a save', () => {
    const first = loaded(cv('Erfahrene CFO'));
    const key = Object.keys(first.cvs)[0] as string;
    const older = resumeActions.cvRequested(source);
    const newer = resumeActions.cvRequested(source);
    const both = reduce(reduce(first, older), newer);
    const afterFailure = reduce(
      both,
      resumeActions.cvLoadFailed({
        key,
        loadId: older.payload.loadId,
        error: { status: 500, code: 'x', message: 'x' } as never,
      }),
    );
    expect(afterFailure.cvs[key]).toMatchObject({ status: 'loading', error: null });

    const saved = reduce(afterFailure, resumeActions.saveSucceeded({ cv: key, resume: cv('Gespeichert') }));
    const late = reduce(saved, answer(newer, cv('Erfahrene CFO')));
    expect(late.cvs[key]?.data).toEqual(cv('Gespeichert'));
    expect(late.cvs[key]).toMatchObject({ status: 'succeeded' });
  });
});

describe('a save refused because the CV changed meanwhile (412)', () => {
  it('takes the refusal’s copy at once, so that "keep mine" sends the rest of the CV as it is now; a load started before is dropped', () => {
    const first = loaded(cv('Vorher'));
    const key = Object.keys(first.cvs)[0] as string;
    const before = resumeActions.cvRequested(source);
    const now = cv('Inzwischen gespeichert');
    const refused = reduce(reduce(first, before), resumeActions.savedMeanwhileReceived({ cv: key, resume: now }));
    expect(refused.cvs[key]).toMatchObject({ status: 'succeeded', data: now });
    expect(reduce(refused, answer(before, cv('Vorher'))).cvs[key]?.data).toEqual(now);
  });
});
