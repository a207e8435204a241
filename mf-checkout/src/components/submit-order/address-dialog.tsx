import { AddressFormModal, type AddressFormModalProps } from '@mall/shared/ui/address-form';

/** The shared address dialog (light kit), loaded on demand by address-dialog-lazy.tsx. */
export default function AddressDialog(props: AddressFormModalProps) {
  return <AddressFormModal {...props} />;
}
