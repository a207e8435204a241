import { useLocaleStore } from '@mall/shared';
import { ANTD_THEME } from '@mall/shared/ui';
import { App as AntApp, ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import type { ReactNode } from 'react';

/** antd's theme and locale for whatever renders inside; loaded only by pages that use antd. */
export default function AntdScope({ children }: { children: ReactNode }) {
  const locale = useLocaleStore((s) => s.locale);
  return (
    <ConfigProvider locale={locale === 'zh_CN' ? zhCN : enUS} theme={ANTD_THEME}>
      <AntApp>{children}</AntApp>
    </ConfigProvider>
  );
}
