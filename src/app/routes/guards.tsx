import { lazy, useDeferredValue, useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';

import { PageLoader } from '@/components/feedback/PageLoader';
import { paths, safeInAppPath, type FromLoginState, type RedirectState } from '@/config/paths';
import { ROLE, type Role } from '@/contract/common';
import { useAppDispatch, useAppSelector } from '@/core/hooks';
import { selectRole, selectSession } from '@/core/session/session.selectors';
import { selectAgreement, selectAgreementPending } from '@/features/agreement/agreement.selectors';
import { agreementActions } from '@/features/agreement/agreement.slice';
import { selectBootstrapped, selectEndReason } from '@/features/auth/auth.selectors';

const AgreementPage = lazy(() => import('@/features/agreement/pages/AgreementPage'));

export function homeOf(role: Role | null): string {
  return role === ROLE.CLIENT ? paths.projects.getHref() : paths.dashboard.getHref();
}

/**
 * Nothing renders before the start-up check has settled the session (docs/decisions/007-tokens.md).
 * The screen then renders in the background, in slices: a slow phone's main thread is not held
 * by one long task while the frame and the screen are drawn.
 */
export function WaitForSession() {
  const bootstrapped = useDeferredValue(useAppSelector(selectBootstrapped));
  return bootstrapped ? <Outlet /> : <PageLoader />;
}

/**
 * Public-only pages: a signed-in user goes to the agreement screen if one is
 * pending, otherwise back to where they came from (docs/decisions/014-redirects.md) or to their home page.
 */
export function PublicOnly() {
  const session = useAppSelector(selectSession);
  const pending = useAppSelector(selectAgreementPending);
  const location = useLocation();
  if (!session) return <Outlet />;
  if (pending) return <Navigate to={paths.agreementTerms.getHref()} replace />;
  const from = safeInAppPath((location.state as RedirectState | null)?.from);
  return <Navigate to={from ?? homeOf(session.role)} replace state={{ fromLogin: true } satisfies FromLoginState} />;
}

/**
 * Protected pages: a visitor is sent to /login and the location is remembered, so that
 * after an idle logout or an expired session the user returns to where they were. After
 * an explicit logout nothing is remembered: the next person to sign in starts at home.
 */
export function RequireSession() {
  const session = useAppSelector(selectSession);
  const endReason = useAppSelector(selectEndReason);
  const location = useLocation();
  if (!session) {
    const state: RedirectState | undefined =
      endReason === 'logout' ? undefined : { from: location.pathname + location.search + location.hash };
    return <Navigate to={paths.login.getHref()} replace state={state} />;
  }
  return <Outlet />;
}

/**
 * A pending agreement replaces every protected page. Once it is settled the
 * gate, which stays mounted while the page it replaced comes back, sends the user to the
 * dashboard: with the fromLogin flag after accepting, without it after skipping.
 */
export function AgreementGate() {
  const { pending, settled } = useAppSelector(selectAgreement);
  const dispatch = useAppDispatch();
  const location = useLocation();
  const dashboard = paths.dashboard.getHref();
  const justSettled = !pending && settled !== null;
  const arrived = justSettled && location.pathname === dashboard;

  useEffect(() => {
    if (arrived) dispatch(agreementActions.settledArrived());
  }, [arrived, dispatch]);

  if (pending) return <AgreementPage />;
  if (justSettled && !arrived) {
    const state: FromLoginState | undefined = settled === 'accept' ? { fromLogin: true } : undefined;
    return <Navigate to={dashboard} replace state={state} />;
  }
  return <Outlet />;
}

/** A client contact sees only the projects area; a manager never sees it (docs/decisions/016-extra-paths.md). */
export function RequireRole({ role }: { role: Role }) {
  const current = useAppSelector(selectRole);
  return current === role ? <Outlet /> : <Navigate to={homeOf(current)} replace />;
}
