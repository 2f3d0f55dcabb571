import { configureStore, createAction } from '@reduxjs/toolkit';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Provider } from 'react-redux';
import { Link, MemoryRouter, Route, Routes } from 'react-router';
import createSagaMiddleware from 'redux-saga';
import { call, takeLeading } from 'redux-saga/effects';

import { apiSave } from '@/api/client';
import { useCloseDialog, type DialogOpenState } from '@/components/dialog/dialogRoute';
import { EditDialog } from '@/components/dialog/EditDialog';
import { FormTextField } from '@/components/form/FormTextField';
import { okAnswer } from '@/contract/schema';
import { createSubmissionMiddleware, submission } from '@/core/submission/submission';
import { useSubmit } from '@/core/submission/useSubmit';
import { server } from '@mocks/node';

/**
 * The edit-dialog frame of the form kit, with a tiny form of its own: a note with a title,
 * saved by a saga through the API (`PUT /test/notes/1`, answered by msw) and deleted the same way.
 */
interface Note {
  title: string;
}
const noteSubmitted = createAction<Note>('test/noteSubmitted');
const noteDeleted = createAction('test/noteDeleted');

function* saveNote(action: ReturnType<typeof noteSubmitted>) {
  yield call(apiSave, 'put', '/test/notes/1', okAnswer, action.payload);
}
function* deleteNote() {
  yield call(apiSave, 'put', '/test/notes/1/delete', okAnswer);
}

function makeTestStore() {
  const sagas = createSagaMiddleware();
  const store = configureStore({
    reducer: () => ({}),
    middleware: (getDefault) => getDefault({ thunk: false }).prepend(createSubmissionMiddleware()).concat(sagas),
  });
  const task = sagas.run(function* () {
    yield takeLeading(noteSubmitted, submission(saveNote));
    yield takeLeading(noteDeleted, submission(deleteNote));
  });
  return { store, stop: () => task.cancel() };
}

function NoteDialog() {
  const close = useCloseDialog('/notes');
  const { submit } = useSubmit();
  return (
    <EditDialog<Note>
      title="Edit note"
      draft={{ owner: 'user-1', name: 'test.note' }}
      initialValues={{ title: 'Groceries' }}
      onSubmit={(values) => submit(noteSubmitted(values))}
      onDelete={{ submit: () => submit(noteDeleted()) }}
      onClose={close}
    >
      <FormTextField name="title" label="Title" />
    </EditDialog>
  );
}

const FROM_BASE: DialogOpenState = { fromBase: true };
let stopStore: (() => void) | null = null;
afterEach(() => stopStore?.());

/** The notes page with a link to the dialog's route, and the dialog open over it. */
function renderNotes() {
  const { store, stop } = makeTestStore();
  stopStore = stop;
  const user = userEvent.setup();
  const ui = (
    <Provider store={store}>
      <MemoryRouter initialEntries={['/notes', { pathname: '/notes/1', state: FROM_BASE }]} initialIndex={1}>
        <Routes>
          <Route
            path="/notes"
            element={
              <Link to="/notes/1" state={FROM_BASE}>
                Open note
              </Link>
            }
          />
          <Route path="/notes/1" element={<NoteDialog />} />
        </Routes>
      </MemoryRouter>
    </Provider>
  );
  return { user, ...render(ui) };
}

const dialog = () => screen.getByRole('dialog', { name: 'Edit note' });
const title = () => within(dialog()).getByRole('textbox', { name: 'Title' });
const sent: unknown[] = [];
function answerSave(reply: () => Response) {
  sent.length = 0;
  server.use(
    http.put('*/test/notes/1', async ({ request }) => {
      sent.push(await request.json());
      return reply();
    }),
  );
}

it('opens over its page with the saved values and closes at once when nothing changed', async () => {
  const { user } = renderNotes();
  expect(title()).toHaveValue('Groceries');
  await user.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
  expect(await screen.findByRole('link', { name: 'Open note' })).toBeInTheDocument();
});

it('asks before throwing away what was typed: keep editing, then discard', async () => {
  const { user } = renderNotes();
  await user.clear(title());
  await user.type(title(), 'Hardware store');
  await user.click(within(dialog()).getByRole('button', { name: 'Close' }));
  const ask = await screen.findByRole('dialog', { name: 'Discard your changes?' });
  await user.click(within(ask).getByRole('button', { name: 'Keep editing' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Discard your changes?' })).not.toBeInTheDocument());
  expect(title()).toHaveValue('Hardware store');

  await user.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
  await user.click(
    within(await screen.findByRole('dialog', { name: 'Discard your changes?' })).getByRole('button', {
      name: 'Discard changes',
    }),
  );
  expect(await screen.findByRole('link', { name: 'Open note' })).toBeInTheDocument();
  expect(window.sessionStorage.length).toBe(0);
});

it('keeps the dialog open with everything typed when the save fails, and puts the server’s field error next to the field', async () => {
  answerSave(() =>
    HttpResponse.json({ code: 'validation', message: 'invalid', fields: { title: 'required' } }, { status: 400 }),
  );
  const { user } = renderNotes();
  await user.clear(title());
  await user.type(title(), '  ');
  await user.click(within(dialog()).getByRole('button', { name: 'Save' }));

  expect(await within(dialog()).findByRole('alert')).toHaveTextContent(
    'Your changes could not be saved. Everything you entered is still here; please try again.',
  );
  expect(sent).toEqual([{ title: '  ' }]);
  expect(title()).toHaveValue('  ');
  expect(title()).toHaveAccessibleDescription('This field is required.');
  expect(within(dialog()).getByRole('button', { name: 'Save' })).toBeEnabled();
});

it('closes after a successful save and forgets the draft', async () => {
  answerSave(() => HttpResponse.json({ ok: true }));
  const { user } = renderNotes();
  await user.type(title(), ' and milk');
  await user.click(within(dialog()).getByRole('button', { name: 'Save' }));

  expect(await screen.findByRole('link', { name: 'Open note' })).toBeInTheDocument();
  expect(sent).toEqual([{ title: 'Groceries and milk' }]);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(window.sessionStorage.length).toBe(0);
});

it('asks "are you sure" before deleting: No goes back, Yes deletes and closes', async () => {
  let deleted = 0;
  server.use(http.put('*/test/notes/1/delete', () => (deleted++, HttpResponse.json({ ok: true }))));
  const { user } = renderNotes();
  await user.click(within(dialog()).getByRole('button', { name: 'Delete' }));
  const question = within(dialog()).getByRole('group', { name: 'Delete' });
  expect(within(question).getByRole('alert')).toHaveTextContent('Are you sure? Deleted data cannot be restored.');
  await user.click(within(question).getByRole('button', { name: 'No' }));
  expect(deleted).toBe(0);

  await user.click(within(dialog()).getByRole('button', { name: 'Delete' }));
  await user.click(within(dialog()).getByRole('button', { name: 'Yes, delete' }));
  expect(await screen.findByRole('link', { name: 'Open note' })).toBeInTheDocument();
  expect(deleted).toBe(1);
});

it('offers what was typed back after a remount (a reload), and restores it on request', async () => {
  const first = renderNotes();
  await first.user.clear(title());
  await first.user.type(title(), 'Pharmacy');
  await waitFor(() => expect(window.sessionStorage.length).toBe(1));
  first.unmount();
  stopStore?.();

  const { user } = renderNotes();
  expect(title()).toHaveValue('Groceries');
  expect(within(dialog()).getByText('You have unsaved changes from your last visit to this form.')).toBeInTheDocument();
  await user.click(within(dialog()).getByRole('button', { name: 'Restore changes' }));
  expect(title()).toHaveValue('Pharmacy');
  expect(
    within(dialog()).queryByText('You have unsaved changes from your last visit to this form.'),
  ).not.toBeInTheDocument();
});
