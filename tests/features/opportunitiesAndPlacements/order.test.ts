import type { OpportunitySummary } from '@/contract/opportunities';
import type { PlacementSummary } from '@/contract/placements';
import { byNewestFirst } from '@/core/opportunities/opportunities.selectors';
import { placementOrder } from '@/features/opportunitiesAndPlacements/placements.order';

/** The orders of the two lists: opportunities newest first; active placements first. */

const placement = (id: string, status: string, salesStage: number, startDate: string) =>
  ({ id, status, salesStage, startDate }) as PlacementSummary;
const opportunity = (id: string, publishedAt: string) => ({ id, publishedAt }) as OpportunitySummary;

it('puts active placements first, then the latest start first, placements without a start last', () => {
  const sorted = [
    placement('closed-recent', 'Closed', 400, '2026-05-01'),
    placement('ongoing-not-active', 'In Progress', 1100, '2026-04-01'),
    placement('active-old', 'In Progress', 380, '2024-01-01'),
    placement('no-start', 'Requested', 100, ''),
    placement('active-new', 'In Progress', 200, '2026-03-01'),
    placement('active-no-start', 'In Progress', 300, ''),
  ].sort(placementOrder);
  expect(sorted.map((each) => each.id)).toEqual([
    'active-new',
    'active-old',
    'active-no-start',
    'closed-recent',
    'ongoing-not-active',
    'no-start',
  ]);
});

it('lists opportunities newest first by the time they were offered', () => {
  const sorted = [
    opportunity('middle', '2026-02-01T09:00:00.000Z'),
    opportunity('newest', '2026-03-01T09:00:00.000Z'),
    opportunity('oldest', '2025-12-24T09:00:00.000Z'),
  ].sort(byNewestFirst);
  expect(sorted.map((each) => each.id)).toEqual(['newest', 'middle', 'oldest']);
});
