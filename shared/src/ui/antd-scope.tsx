import { App as AntApp, ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import type { ReactNode } from 'react';
import { useLocaleStore } from '@mall/shared';
import { ANTD_THEME } from './antd-theme';

/**
 * antd's theme and locale for whatever renders inside. The shell puts it around pages that use
 * antd; a light page that opens an antd part on demand (the chat's picture manager) loads this
 * with that part, so antd stays out of the page until then.
 */
export default function AntdScope({ children }: { children: ReactNode }) {
  const locale = useLocaleStore((s) => s.locale);
  return (
    <ConfigProvider locale={locale === 'zh_CN' ? zhCN : enUS} theme={ANTD_THEME}>
      <AntApp>{children}</AntApp>
    </ConfigProvider>
  );
}
