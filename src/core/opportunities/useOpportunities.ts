import { useCallback, useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';

import './opportunities.feature';

import type { OpportunitySummary } from '@/contract/opportunities';

import type { Loaded } from '../load/load';
import { selectOpportunitiesState } from './opportunities.selectors';
import { opportunitiesActions } from './opportunities.slice';

/**
 * The manager's opportunities, loaded again each time a screen that shows them mounts (the list
 * it has shows meanwhile), and `reload` for a retry.
 */
export function useOpportunities(): { opportunities: Loaded<OpportunitySummary[]>; reload: () => void } {
  const dispatch = useDispatch();
  const reload = useCallback(() => {
    dispatch(opportunitiesActions.opportunitiesRequested());
  }, [dispatch]);
  useEffect(reload, [reload]);
  return { opportunities: useSelector(selectOpportunitiesState), reload };
}
