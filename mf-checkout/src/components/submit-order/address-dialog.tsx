import { AddressFormModal, type AddressFormModalProps } from '@mall/shared/ui/address-form';
import AntdScope from '@mall/shared/ui/antd-scope';

/** The shared antd address dialog inside antd's theme and locale (loaded on demand by address-dialog-lazy.tsx). */
export default function ScopedAddressDialog(props: AddressFormModalProps) {
  return (
    <AntdScope>
      <AddressFormModal {...props} />
    </AntdScope>
  );
}
