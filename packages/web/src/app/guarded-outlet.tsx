import { useCallback, useState } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { getSession, useSession, type LandingPath } from '../lib/session.ts';
import { rememberAllowedPath } from './last-allowed-path.ts';
import { decide, homeRedirect, isUnverified } from './route-guard.ts';
import { UnverifiedRefusalContext } from './unverified-context.ts';
import { routeByPath } from './routes.ts';
import { SessionBootstrap } from './session/session-bootstrap.tsx';

/**
 * Applies the access guard to every navigation; a page refused to a signed-in user shows why in the shell (with the
 * way back), without a session it goes to login.
 * A token without user info first runs the session start; the two homes follow the selected merchant.
 */
export function GuardedOutlet() {
  const location = useLocation();
  const navigate = useNavigate();
  const session = useSession();
  const route = routeByPath(location.pathname);
  const needsBootstrap = session.token !== null && session.user === null && route?.layout === 'main';
  // Kept true from the start of the bootstrap until its landing is decided, so the guard never judges the page with
  // the half-stored session in between.
  const [isBootstrapping, setIsBootstrapping] = useState(false);
  if (needsBootstrap && !isBootstrapping) setIsBootstrapping(true);

  const decision = route
    ? decide(
        route,
        session.token !== null,
        session.roles,
        session.merchant?.is_opened_credit === true,
        isUnverified(session.merchant),
      )
    : ({ allow: false, redirect: 'login' } as const);

  if (decision.allow && !isBootstrapping) rememberAllowedPath(location.pathname + location.search);

  const onBootstrapped = useCallback(
    (landing: LandingPath | null) => {
      setIsBootstrapping(false);
      const current = routeByPath(window.location.pathname);
      const now = getSession();
      if (!landing || !current) return;
      const isHome = current.name === 'home' || current.name === 'home_n';
      const isAllowed = decide(
        current,
        true,
        now.roles,
        now.merchant?.is_opened_credit === true,
        isUnverified(now.merchant),
      ).allow;
      // The requested page stays when the new roles allow it (a deep link); otherwise the session's landing.
      if (isHome || !isAllowed) void navigate(landing, { replace: true });
    },
    [navigate],
  );

  if (session.token && (needsBootstrap || isBootstrapping))
    return <SessionBootstrap token={session.token} onDone={onBootstrapped} />;
  const refusal = decision.allow ? null : decision.redirect;
  if (refusal === 'login') return <Navigate to="/login" replace />;
  const home = decision.allow && route ? homeRedirect(route, session.merchant) : null;
  if (home && session.user) return <Navigate to={home} replace />;
  // A refused page is not a redirect: the person typed the address, so the shell draws and tells why it stays closed
  // (never blank, never the sign-in form to a signed-in user). The provider wraps the open page too, so a decision
  // that flips while the shell is up (roles arriving, a merchant switch) keeps the tree's shape: the shell and its
  // open dialogs are not remounted.
  return (
    <UnverifiedRefusalContext.Provider value={refusal}>
      <Outlet />
    </UnverifiedRefusalContext.Provider>
  );
}
