import {
  dirtyForms,
  formNameKeyOf,
  leavePageWithoutAsking,
  markFormClean,
  markFormDirty,
} from '@/components/form/dirtyForms';

/** The registry of forms with unsaved work (docs/decisions/034-logout-revokes.md). */

afterEach(() => {
  dirtyForms().forEach((form) => markFormClean(form.id));
  vi.restoreAllMocks();
});

describe('the name of a dirty form', () => {
  it.each([
    ['account', 'account'],
    ['registration', 'registration'],
    ['resume.education.new', 'resumeEducation'],
    ['resume.education.edu-7', 'resumeEducation'],
    ['resume.company.c-1', 'resumeCompany'],
    ['resume.companyGroup.new', 'resumeCompanyGroup'],
    ['resume.workExperience.new', 'resumePosition'],
    ['resume.executiveSummary', 'resumeExecutiveSummary'],
    ['placement.timeEntry.plc-alpenland-cfo.2026-11-02', 'timeEntry'],
    ['placement.monthlyReport.plc-alpenland-cfo.2026-10', 'monthlyReport'],
    ['projects.feedback.prj-1.cand-2', 'candidateFeedback'],
  ])('is read from its draft name %s', (draftName, key) => {
    expect(formNameKeyOf(draftName)).toBe(key);
  });

  it('is "a form" for a draft name nobody listed, and a prefix counts only up to a dot', () => {
    expect(formNameKeyOf('newFeature.form')).toBe('other');
    expect(formNameKeyOf('accountant')).toBe('other');
  });
});

describe('the registry', () => {
  it('holds each form once, by its id, until it is clean', () => {
    markFormDirty('a', 'account');
    markFormDirty('a', 'account');
    markFormDirty('b', 'resume.languages');
    expect(dirtyForms()).toEqual([
      { id: 'a', nameKey: 'account' },
      { id: 'b', nameKey: 'resumeLanguages' },
    ]);
    markFormClean('a');
    expect(dirtyForms()).toEqual([{ id: 'b', nameKey: 'resumeLanguages' }]);
  });

  it('listens for beforeunload only while some form is dirty', () => {
    const added = vi.spyOn(window, 'addEventListener');
    const removed = vi.spyOn(window, 'removeEventListener');
    const unloads = (spy: typeof added) => spy.mock.calls.filter(([type]) => type === 'beforeunload').length;

    markFormDirty('a', 'account');
    markFormDirty('b', 'account');
    expect(unloads(added)).toBe(1);
    markFormClean('a');
    expect(unloads(removed)).toBe(0);
    markFormClean('b');
    expect(unloads(removed)).toBe(1);

    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
  });

  it('asks no second time while the page is left after the app asked itself, and again once every form is clean', () => {
    const asks = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    markFormDirty('a', 'account');
    expect(asks()).toBe(true);
    leavePageWithoutAsking();
    expect(asks()).toBe(false);
    markFormDirty('b', 'resume.languages');
    expect(asks()).toBe(false);
    markFormClean('a');
    markFormClean('b');

    markFormDirty('c', 'account');
    expect(asks()).toBe(true);
  });
});
