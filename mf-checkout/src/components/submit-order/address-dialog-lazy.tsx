import type { AddressFormModalProps } from '@mall/shared/ui/address-form';
import { lazyPart } from '@mall/shared/ui/lazy-part';

/**
 * Adding or changing an address is the shared address dialog (@mall/shared/ui/address-form, on
 * the light kit like the submit-order page): it loads when the buyer first opens it, or a moment
 * earlier when the pointer or focus reaches an add/edit button, so the page's start-up does not
 * carry it (docs/architecture.md "Light kit, antd only where needed").
 */
const dialog = lazyPart<AddressFormModalProps>(() => import('./address-dialog'), { mountWhen: (p) => p.open });
export const LazyAddressDialog = dialog.Part;
export const preloadAddressDialog = dialog.preload;
