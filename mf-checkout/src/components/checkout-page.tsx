import type { ReactNode } from 'react';
import { ScaffoldPage } from '@mall/shared/ui';
import { NAMESPACE } from '../namespace';
import { routes } from '../route-table';

/** A checkout page framed with its title and breadcrumb from the route table. */
export function CheckoutPage({ pageKey, children }: { pageKey: string; children?: ReactNode }) {
  return (
    <ScaffoldPage routes={routes} ns={NAMESPACE} pageKey={pageKey}>
      {children}
    </ScaffoldPage>
  );
}
