import { useLocaleStore } from '@mall/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import type { ReactNode } from 'react';

/** One query cache for every remote: loading, error and retry look the same everywhere. */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false } },
});

export function Providers({ children }: { children: ReactNode }) {
  const locale = useLocaleStore((s) => s.locale);
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider locale={locale === 'zh_CN' ? zhCN : enUS} theme={{ token: { colorPrimary: '#e4393c', borderRadius: 4 } }}>
        <AntApp>{children}</AntApp>
      </ConfigProvider>
    </QueryClientProvider>
  );
}
