/**
 * The router every part uses: one copy of react-router per page, reached through this module,
 * which Module Federation shares as a singleton (`@mall/shared/router`). Shared this way rather
 * than sharing 'react-router' itself, the bundler keeps only what is exported here: react-router
 * whole is 65 kB gzip; this is about half, and half the start-up script to evaluate.
 *
 * Application code imports from here, never from 'react-router' (ESLint enforces it): a part that
 * imported 'react-router' directly would get its own copy, with its own router context.
 * Tests may use react-router's test routers (MemoryRouter, Routes): it is the same module there.
 */
export {
  createBrowserRouter,
  isRouteErrorResponse,
  Link,
  matchPath,
  Navigate,
  NavLink,
  Outlet,
  RouterProvider,
  ScrollRestoration,
  useHref,
  useInRouterContext,
  useLocation,
  useMatches,
  useNavigate,
  useParams,
  useRouteError,
  useSearchParams,
} from 'react-router';
export type { LinkProps, NavigateOptions, NavLinkProps, Params, RouteObject, To, UIMatch } from 'react-router';
