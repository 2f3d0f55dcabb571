import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import type { SerializedApiError } from '@/api/errors';
import { LoadState } from '@/components/feedback/LoadState';
import type { RequestState } from '@/core/requestStatus';

/** components/feedback/LoadState: the one way a screen shows a load, its failure and a retry. */

const ERROR: SerializedApiError = { status: 500, code: 'server', message: 'down', details: {} };
const MESSAGE = 'The notes could not be loaded.';
/** The screen's words, then the server error's own words on what to do. */
const SHOWN = `${MESSAGE} An error occurred on the server. Please try again later.`;

function renderState(request: RequestState | undefined, hasData: boolean, onRetry = vi.fn()) {
  const utils = render(
    <LoadState request={request} hasData={hasData} message={MESSAGE} onRetry={onRetry}>
      <p>The notes</p>
    </LoadState>,
  );
  return { ...utils, onRetry };
}

it('shows a spinner until the first data, then the data, also while it loads again', () => {
  const { rerender } = renderState(undefined, false);
  expect(screen.getByRole('status')).toBeInTheDocument();
  expect(screen.queryByText('The notes')).not.toBeInTheDocument();

  rerender(
    <LoadState request={{ status: 'loading', error: null }} hasData message={MESSAGE} onRetry={vi.fn()}>
      <p>The notes</p>
    </LoadState>,
  );
  expect(screen.getByText('The notes')).toBeInTheDocument();
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
});

it('says that the first load failed where the data would be, and retries', async () => {
  const user = userEvent.setup();
  const { onRetry } = renderState({ status: 'failed', error: ERROR }, false);
  expect(await screen.findByText(SHOWN)).toBeInTheDocument();
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
  expect(screen.queryByText('The notes')).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(onRetry).toHaveBeenCalledTimes(1);
});

it('keeps the data below the message when a reload failed', async () => {
  renderState({ status: 'failed', error: ERROR }, true);
  expect(await screen.findByText(SHOWN)).toBeInTheDocument();
  expect(screen.getByText('The notes')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
});
