import { useId } from 'react';
import { useTranslation } from '@mall/shared/react-i18n';
import { addressLine } from '@mall/shared';
import { QueryStatus } from '@mall/shared/ui';
import { Alert, Button, Card, Radio, Typography } from '@mall/shared/ui/lite';
import type { Address, useAddresses } from '../../api/addresses';
import { NAMESPACE } from '../../namespace';
import { preloadAddressDialog } from './address-dialog-lazy';

/**
 * Step 1 of the page: where the order goes (a native radio group). Until the buyer picks one the
 * default address (or the first) is shown chosen, and that is what the order uses. Adding or
 * changing an address opens the shared address dialog (light kit), loaded when first wanted
 * (address-dialog-lazy.tsx).
 */
export function AddressSection({
  addresses,
  chosen,
  onChoose,
  onEdit,
}: {
  addresses: ReturnType<typeof useAddresses>;
  chosen: number | undefined;
  onChoose: (addrId: number) => void;
  /** Opens the address dialog: a new address, or this one to change. */
  onEdit: (address: Address | 'new') => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const titleId = useId();
  return (
    <Card
      title={<span id={titleId}>{t('submitOrder.address')}</span>}
      extra={
        <Button
          onClick={() => onEdit('new')}
          onPointerEnter={preloadAddressDialog}
          onFocus={preloadAddressDialog}
          data-testid="address-add"
        >
          {t('address.add')}
        </Button>
      }
    >
      <QueryStatus query={addresses}>
        {addresses.data?.length ? (
          <Radio.Group value={chosen} onChange={(e) => onChoose(e.target.value as number)} aria-labelledby={titleId}>
            <div style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
              {addresses.data.map((a) => (
                <div
                  key={a.addrId}
                  style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 8 }}
                  data-testid="address-option"
                >
                  <Radio value={a.addrId}>
                    <strong>{a.receiver}</strong> {a.mobile} — {addressLine(a)} {a.postCode}
                    {a.commonAddr ? <Typography.Text type="success"> ({t('address.isDefault')})</Typography.Text> : null}
                  </Radio>
                  <Button type="link" onClick={() => onEdit(a)} onPointerEnter={preloadAddressDialog} onFocus={preloadAddressDialog}>
                    {t('address.edit')}
                  </Button>
                </div>
              ))}
            </div>
          </Radio.Group>
        ) : (
          <Alert type="info" title={t('address.none')} />
        )}
      </QueryStatus>
    </Card>
  );
}
