import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Link, MemoryRouter, Outlet, Route, Routes } from 'react-router';

import { ScreenErrorBoundary } from '@/app/routes/RouteErrorBoundary';
import { ProfiledSection } from '@/components/layout/ProfiledSection';

import { FIRST_RENDER } from '../test-utils';

/**
 * A part that fails to render costs that part only: a screen keeps the frame (header, menu,
 * language switch) and another address draws its screen afresh; a section keeps the screen.
 */

beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => undefined));

function Broken(): never {
  throw new Error('a screen that cannot be drawn');
}

/** A frame as AppShell draws it: a header that stays, the page in its ScreenErrorBoundary, drawn afresh at another address. */
function Frame() {
  return (
    <>
      <header>
        <Link to="/home">Home</Link>
      </header>
      <main>
        <ScreenErrorBoundary>
          <Outlet />
        </ScreenErrorBoundary>
      </main>
    </>
  );
}

it('shows a screen that fails inside the frame, and the next address draws its screen', async () => {
  render(
    <MemoryRouter initialEntries={['/broken']}>
      <Routes>
        <Route element={<Frame />}>
          <Route path="/broken" element={<Broken />} />
          <Route path="/home" element={<h1>Home screen</h1>} />
        </Route>
      </Routes>
    </MemoryRouter>,
  );
  expect(
    await screen.findByText('This page could not be displayed.', { exact: false }, FIRST_RENDER),
  ).toBeInTheDocument();
  const header = screen.getByRole('banner');
  await userEvent.click(within(header).getByRole('link', { name: 'Home' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Home screen' })).toBeInTheDocument();
  expect(screen.queryByText('This page could not be displayed.', { exact: false })).not.toBeInTheDocument();
});

function Flaky({ fails }: { fails: () => boolean }) {
  if (fails()) throw new Error('a section that cannot be drawn');
  return <p>The notes</p>;
}

it('shows a section that fails in its place with a retry, and the others as usual', async () => {
  let fails = true;
  function Screen() {
    const [, setCount] = useState(0);
    return (
      <>
        <ProfiledSection name="notes">
          <Flaky fails={() => fails} />
        </ProfiledSection>
        <ProfiledSection name="other">
          <p>The other section</p>
        </ProfiledSection>
        <button type="button" onClick={() => setCount((count) => count + 1)}>
          Draw again
        </button>
      </>
    );
  }
  render(<Screen />);
  expect(await screen.findByRole('alert', {}, FIRST_RENDER)).toHaveTextContent('This section could not be displayed.');
  expect(screen.getByText('The other section')).toBeInTheDocument();
  // Drawing the screen again does not bring back a section that failed: its retry does.
  await userEvent.click(screen.getByRole('button', { name: 'Draw again' }));
  expect(screen.getByRole('alert')).toBeInTheDocument();

  fails = false;
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(screen.getByText('The notes')).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});
