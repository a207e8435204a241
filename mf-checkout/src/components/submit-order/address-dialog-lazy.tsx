import { lazy, Suspense, useState } from 'react';
import type { AddressFormModalProps } from '@mall/shared/ui/address-form';

/**
 * Adding or changing an address is the shared antd dialog (@mall/shared/ui/address-form). The
 * submit-order page is light (no antd): the dialog and antd load when the buyer first opens it,
 * or a moment earlier when the pointer or focus reaches an add/edit button
 * (docs/architecture.md "Light kit, antd only where needed").
 */
const load = () => import('./address-dialog');
const Scoped = lazy(load);
export const preloadAddressDialog = () => void load().catch(() => undefined);

export function LazyAddressDialog(props: AddressFormModalProps) {
  const [wanted, setWanted] = useState(props.open);
  if (props.open && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Scoped {...props} />
    </Suspense>
  );
}
