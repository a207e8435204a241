/**
 * TanStack Query as every part uses it: one copy per page (one QueryClient context), reached
 * through this module, which Module Federation shares as a singleton (`@mall/shared/react-query`),
 * like the router (./router.ts). Shared whole, @tanstack/react-query is 13.7 kB gzip on every
 * page; through this module the bundler keeps what is exported here, about 10.8 kB.
 *
 * Application code imports from here, never from '@tanstack/react-query' (ESLint enforces it): a
 * part that imported it directly would get its own copy, whose hooks find no QueryClient.
 */
export {
  infiniteQueryOptions,
  keepPreviousData,
  QueryClient,
  QueryClientProvider,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
