import { QueryClient, QueryClientProvider } from '@mall/shared/react-query';
import type { ReactNode } from 'react';

/** One query cache for every remote: loading, error and retry look the same everywhere. */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false } },
});

/** What every page shares. antd's theme and locale wrap only the pages that use antd (antd-boundary). */
export function Providers({ children, client = queryClient }: { children: ReactNode; client?: QueryClient }) {
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
