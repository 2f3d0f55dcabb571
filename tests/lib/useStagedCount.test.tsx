import { act, render, screen } from '@testing-library/react';
import { useLayoutEffect } from 'react';

import { useStagedCount } from '@/lib/useStagedCount';

/** Renders `total` parts as the hook stages them, and notes how many each commit showed. */
function Parts({ total, commits }: { total: number; commits: number[] }) {
  const shown = useStagedCount(total);
  useLayoutEffect(() => {
    commits.push(shown);
  });
  return (
    <ul>
      {Array.from({ length: shown }, (_, part) => (
        <li key={part}>{`part ${part + 1}`}</li>
      ))}
    </ul>
  );
}

describe('useStagedCount', () => {
  it('shows the first part at once, then one more in each commit, until all are shown', async () => {
    const commits: number[] = [];
    render(<Parts total={4} commits={commits} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(1);

    await screen.findByText('part 4');
    expect(commits).toEqual([1, 2, 3, 4]);
  });

  it('shows nothing of nothing, and all of fewer parts than it had shown', async () => {
    const commits: number[] = [];
    const { rerender } = render(<Parts total={0} commits={commits} />);
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);

    rerender(<Parts total={3} commits={commits} />);
    await screen.findByText('part 3');
    await act(async () => rerender(<Parts total={2} commits={commits} />));
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(commits).toEqual([0, 1, 2, 3, 2]);
  });
});
