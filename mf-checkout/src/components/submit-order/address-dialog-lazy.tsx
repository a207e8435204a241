import type { AddressFormModalProps } from '@mall/shared/ui/address-form';
import { lazyPart } from '@mall/shared/ui/lazy-part';

/**
 * Adding or changing an address is the shared antd dialog (@mall/shared/ui/address-form). The
 * submit-order page is light (no antd): the dialog and antd load when the buyer first opens it,
 * or a moment earlier when the pointer or focus reaches an add/edit button
 * (docs/architecture.md "Light kit, antd only where needed").
 */
const dialog = lazyPart<AddressFormModalProps>(() => import('./address-dialog'), { mountWhen: (p) => p.open });
export const LazyAddressDialog = dialog.Part;
export const preloadAddressDialog = dialog.preload;
