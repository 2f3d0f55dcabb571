import { useCallback, useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';

import './placements.feature';

import type { PlacementSummary } from '@/contract/placements';

import type { Loaded } from '../load/load';
import { selectPlacementsState } from './placements.selectors';
import { placementsActions } from './placements.slice';

/**
 * The manager's placements, loaded again each time a screen that shows them mounts (the list
 * it has shows meanwhile), and `reload` for a retry.
 */
export function usePlacements(): { placements: Loaded<PlacementSummary[]>; reload: () => void } {
  const dispatch = useDispatch();
  const reload = useCallback(() => {
    dispatch(placementsActions.placementsRequested());
  }, [dispatch]);
  useEffect(reload, [reload]);
  return { placements: useSelector(selectPlacementsState), reload };
}
