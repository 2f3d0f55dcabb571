import type { Resume } from '@/contract/resume';
import { resumeActions, resumeSlice, type ResumeState } from '@/features/resume/resume.slice';

const source = { kind: 'manager', id: '10427' } as const;
const reduce = (state: ResumeState | undefined, action: Parameters<typeof resumeSlice.reducer>[1]) => resumeSlice.reducer(state, action);
// The slice does not look into the CV: a small stand-in is enough.
const cv = (summary: string) => ({ executiveSummary: { de: summary, en: '' }, workExperience: [] }) as unknown as Resume;

function loaded(resume: Resume): ResumeState {
  const requested = reduce(undefined, resumeActions.cvRequested(source));
  const key = Object.keys(requested.cvs)[0] as string;
  return reduce(requested, resumeActions.cvLoaded({ key, resume }));
}

describe('loading a CV again', () => {
  it('keeps the CV shown while it loads, and keeps its identity when it comes back unchanged', () => {
    const first = loaded(cv('Erfahrene CFO'));
    const key = Object.keys(first.cvs)[0] as string;
    const shown = first.cvs[key]?.data;

    const reloading = reduce(first, resumeActions.cvRequested(source));
    expect(reloading.cvs[key]).toMatchObject({ status: 'loading' });
    expect(reloading.cvs[key]?.data).toBe(shown);

    const again = reduce(reloading, resumeActions.cvLoaded({ key, resume: cv('Erfahrene CFO') }));
    expect(again.cvs[key]).toMatchObject({ status: 'succeeded', error: null });
    expect(again.cvs[key]?.data).toBe(shown);
  });

  it('takes a changed CV', () => {
    const first = loaded(cv('Erfahrene CFO'));
    const key = Object.keys(first.cvs)[0] as string;
    const changed = cv('Erfahrene CFO und Beirätin');
    const again = reduce(reduce(first, resumeActions.cvRequested(source)), resumeActions.cvLoaded({ key, resume: changed }));
    expect(again.cvs[key]?.data).toEqual(changed);
    expect(again.cvs[key]?.data).not.toBe(first.cvs[key]?.data);
  });
});
