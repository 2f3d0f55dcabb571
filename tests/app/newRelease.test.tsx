import { act, screen, waitFor, within } from '@testing-library/react';

import { newReleaseWaiting } from '@/app/release/newRelease';

import { fill } from '../features/helpers';
import { openDialog } from '../features/resume/dialogs/dialogHelpers';
import { FIRST_RENDER, renderApp } from '../test-utils';

// A new release is offered, never applied by itself, and not under an unsaved form without asking
// (docs/decisions/053-service-worker.md).

const READY = 'A new version of the portal is ready. Reload the page to use it.';
const QUESTION = 'Reload without saving?';

afterEach(() => act(() => newReleaseWaiting(null)));

const notice = async () => (await screen.findByText(READY, {}, FIRST_RENDER)).closest('[role="alert"]') as HTMLElement;

describe('a new release', () => {
  it('is offered with a reload, which applies it at once when no form is unsaved', async () => {
    const { user } = await renderApp({ route: '/login' });
    await screen.findByRole('heading', { level: 1 }, FIRST_RENDER);
    const apply = vi.fn();
    act(() => newReleaseWaiting(apply));

    const alert = await notice();
    expect(apply).not.toHaveBeenCalled();
    await user.click(within(alert).getByRole('button', { name: 'Reload' }));
    expect(apply).toHaveBeenCalledTimes(1);
  });

  it("'later' hides the notice and applies nothing", async () => {
    const { user } = await renderApp({ route: '/login' });
    await screen.findByRole('heading', { level: 1 }, FIRST_RENDER);
    const apply = vi.fn();
    act(() => newReleaseWaiting(apply));
    const alert = await notice();
    await user.click(within(alert).getByRole('button', { name: 'Later' }));
    await waitFor(() => expect(screen.queryByText(READY)).not.toBeInTheDocument());
    expect(apply).not.toHaveBeenCalled();
  });

  it('with a form unsaved, names it and asks before it reloads; going back keeps the typed text', async () => {
    const { user, dialog } = await openDialog('it-skills', 'IT skills');
    const remarks = within(dialog).getByRole('textbox', { name: /^Remarks on your IT skills/ });
    await fill(user, remarks, 'Not saved yet');
    const apply = vi.fn();
    act(() => newReleaseWaiting(apply));

    await user.click(within(await notice()).getByRole('button', { name: 'Reload' }));
    const question = await screen.findByRole('dialog', { name: QUESTION });
    expect(within(question).getByText('CV: IT skills')).toBeInTheDocument();
    expect(apply).not.toHaveBeenCalled();
    await user.click(within(question).getByRole('button', { name: 'Go back' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: QUESTION })).not.toBeInTheDocument());
    expect(remarks).toHaveValue('Not saved yet');
    expect(apply).not.toHaveBeenCalled();

    await user.click(within(await notice()).getByRole('button', { name: 'Reload' }));
    const again = await screen.findByRole('dialog', { name: QUESTION });
    await user.click(within(again).getByRole('button', { name: 'Reload anyway' }));
    expect(apply).toHaveBeenCalledTimes(1);
  });
});
