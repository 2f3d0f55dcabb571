import { matchPath, type RouteObject } from 'react-router';

import { routes } from '@/app/routes/routes';
import { paths } from '@/config/paths';

import { A11Y_VISITS } from '../e2e/a11yRoutes';

/**
 * The browser test's accessibility check (tests/e2e/accessibility.e2e.ts) must open
 * every route of the app. Its list is typed by the route names of `paths`; this holds the router
 * itself to it, so a route added without a screen in tests/e2e/a11yRoutes.ts fails here.
 */

function routePaths(tree: RouteObject[]): string[] {
  return tree.flatMap((route) => [...(route.path ? [route.path] : []), ...routePaths(route.children ?? [])]);
}

/** Paths that only redirect (to the home page of the signed-in user, or to /login): nothing to scan. */
const REDIRECTS_ONLY = [paths.root.path, '*'];

describe('the accessibility check', () => {
  const visited = A11Y_VISITS.map((visit) => visit.href);

  it.each(routePaths(routes).filter((path) => !REDIRECTS_ONLY.includes(path)))(
    'opens a screen of the route %s',
    (path) => {
      expect(visited.filter((href) => matchPath(path, href))).not.toEqual([]);
    },
  );

  it('opens only paths of the router', () => {
    const all = routePaths(routes).filter((path) => !REDIRECTS_ONLY.includes(path));
    expect(visited.filter((href) => !all.some((path) => matchPath(path, href)))).toEqual([]);
  });
});
