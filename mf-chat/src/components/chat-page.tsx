import type { ReactNode } from 'react';
import { ScaffoldPage } from '@mall/shared/ui';
import { NAMESPACE } from '../namespace';
import { routes } from '../route-table';
import { ChatStyles } from './styles';

/** A chat page framed with its title and breadcrumb from the route table. */
export function ChatPage({ pageKey, children }: { pageKey: string; children: ReactNode }) {
  return (
    <ScaffoldPage routes={routes} ns={NAMESPACE} pageKey={pageKey}>
      <div className={`chat-page chat-page-${pageKey}`}>
        <ChatStyles />
        {children}
      </div>
    </ScaffoldPage>
  );
}
