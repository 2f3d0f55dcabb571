import type { YearMonth } from '@/contract/month';
import type { TimeEntry } from '@/contract/placements';
import type { SubmissionOutcome } from '@/core/submission/submission';
import { useSubmit } from '@/core/submission/useSubmit';

import type { Proposal } from './placement.fastEntry';
import { placementActions } from './placement.slice';
import type { FastEntryResult } from './placement.types';

/**
 * Saves the entries a fast entry proposes (all of them, or those the user kept) and reports
 * what happened: the days the server saved, and the days skipped, by the proposal (they had an
 * entry already) or by the server, in date order.
 */
export function useSaveFastEntry(placementId: string, month: YearMonth, onResult: (result: FastEntryResult) => void) {
  const { submit } = useSubmit();
  return async (proposal: Proposal, entries: TimeEntry[]): Promise<SubmissionOutcome<FastEntryResult>> => {
    const outcome = await submit<FastEntryResult>(
      placementActions.fastEntrySubmitted({ placementId, ...month, entries }),
    );
    if (outcome.ok && outcome.data)
      onResult({
        saved: outcome.data.saved,
        skipped: [...proposal.skipped, ...outcome.data.skipped].sort((a, b) => a.date.localeCompare(b.date)),
      });
    return outcome;
  };
}
