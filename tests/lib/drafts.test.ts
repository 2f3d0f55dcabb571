import { clearDrafts, discardDraft, draftLike, keepOnlyDraftsOf, loadDraft, saveDraft } from '@/lib/drafts';

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

it("keeps only the signed-in user's drafts when someone signs in (docs/decisions/039-drafts-change-hands.md)", () => {
  saveDraft('u1', 'education', { title: 'MBA' });
  saveDraft('u10', 'education', { title: 'PhD' });
  saveDraft('anonymous', 'registration', { step: 2 });
  window.sessionStorage.setItem('portal.language.other', 'kept');
  keepOnlyDraftsOf('u1');
  expect(loadDraft('u1', 'education')).toEqual({ title: 'MBA' });
  expect(loadDraft('u10', 'education')).toBeNull();
  expect(loadDraft('anonymous', 'registration')).toBeNull();
  expect(window.sessionStorage.getItem('portal.language.other')).toBe('kept');
});

describe('a stored draft read against the form (draftLike)', () => {
  const form = {
    name: '',
    amount: 0,
    tags: [] as string[],
    rows: [{ id: '', done: false }],
    address: { city: '' },
    at: null,
  };

  it("gives back a draft of the form's shape, with the form's fields only", () => {
    const stored = {
      name: 'Anna',
      amount: '',
      tags: ['a'],
      rows: [{ id: 'r1', done: true, extra: 1 }],
      address: { city: 'Köln' },
      at: '2026-05-01',
      injected: '<script>',
    };
    expect(draftLike(stored, form)).toEqual({
      name: 'Anna',
      amount: '',
      tags: ['a'],
      rows: [{ id: 'r1', done: true }],
      address: { city: 'Köln' },
      at: '2026-05-01',
    });
  });

  it('keeps a record the form starts empty (filled by key) as stored', () => {
    const withRecord = { phones: {} as Record<string, string> };
    expect(draftLike({ phones: { mobile: '+49 171 3920001' } }, withRecord)).toEqual({
      phones: { mobile: '+49 171 3920001' },
    });
    expect(draftLike({ phones: 'none' }, withRecord)).toBeNull();
  });

  it.each([
    ['no object', 'text'],
    ['null', null],
    ['a list for a text', { ...form, name: ['x'] }],
    ['an object for a text', { ...form, name: { html: 'x' } }],
    ['a text for a list', { ...form, tags: 'a' }],
    ['a list item of another shape', { ...form, rows: [{ id: 'r1' }] }],
    ['a nested field missing', { ...form, address: {} }],
    ['a field missing', { name: '', amount: 0, tags: [], rows: [], at: null }],
  ])('reads %s as no draft', (_name, stored) => {
    expect(draftLike(stored, form)).toBeNull();
  });
});
