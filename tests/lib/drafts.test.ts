import { clearDrafts, discardDraft, loadDraft, saveDraft } from '@/lib/drafts';

/** Drafts live in sessionStorage under the user's id (docs/decisions/010-drafts.md). */
it('keeps a draft per user and form, and gives it back', () => {
  saveDraft('u1', 'education', { title: 'MBA' });
  saveDraft('u2', 'education', { title: 'PhD' });
  expect(loadDraft('u1', 'education')).toEqual({ title: 'MBA' });
  expect(loadDraft('u2', 'education')).toEqual({ title: 'PhD' });
  expect(loadDraft('u1', 'languages')).toBeNull();
  expect(window.sessionStorage.getItem('portal.draft.u1.education')).toBe('{"title":"MBA"}');
});

it('discards one draft without touching the others', () => {
  saveDraft('u1', 'education', { title: 'MBA' });
  saveDraft('u1', 'languages', { rows: 2 });
  discardDraft('u1', 'education');
  expect(loadDraft('u1', 'education')).toBeNull();
  expect(loadDraft('u1', 'languages')).toEqual({ rows: 2 });
});

it("clears all of one user's drafts on an explicit logout, and only that user's", () => {
  saveDraft('u1', 'education', { title: 'MBA' });
  saveDraft('u1', 'languages', { rows: 2 });
  saveDraft('u2', 'education', { title: 'PhD' });
  clearDrafts('u1');
  expect(loadDraft('u1', 'education')).toBeNull();
  expect(loadDraft('u1', 'languages')).toBeNull();
  expect(loadDraft('u2', 'education')).toEqual({ title: 'PhD' });
});

it('reads a broken stored draft as no draft', () => {
  window.sessionStorage.setItem('portal.draft.u1.education', '{broken');
  expect(loadDraft('u1', 'education')).toBeNull();
});
