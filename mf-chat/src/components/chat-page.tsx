import type { ReactNode } from 'react';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ScaffoldPage, UnderConstruction } from '@mall/shared/ui';
import { NAMESPACE } from '../namespace';
import { routes } from '../route-table';

/** A chat page framed with its title and breadcrumb from the route table. */
export function ChatPage({ pageKey, children }: { pageKey: string; children?: ReactNode }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <ScaffoldPage routes={routes} ns={NAMESPACE} pageKey={pageKey}>
      {children ?? (
        <>
          <Typography.Paragraph>{t('intro')}</Typography.Paragraph>
          <UnderConstruction />
        </>
      )}
    </ScaffoldPage>
  );
}
