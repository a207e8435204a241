import { useState } from 'react';
import { Button, Modal, Result, Typography } from 'antd';
import { localizeTo } from '@mall/shared/ui';
import { useLocaleStore, useSessionStore, type QuickQuotePrefill } from '@mall/shared';
import type { RfqCreated } from '@mall/shared/contracts';
import { RfqForm, type RfqDraft } from '../rfq/rfq-form';
import { useSourcingText } from './sourcing-text';

/** What the session keeps of a quick quote while the buyer signs in. */
export interface QuickQuoteDraft {
  values: RfqDraft;
  prefill?: QuickQuotePrefill;
}

/**
 * The quick quote: the short sourcing request form (the required fields of spec section 5),
 * prefilled from the page it was opened on. Signed out, the buyer can fill it in; asking for the
 * code or sending keeps the draft in the session (quickQuote) and opens the login dialog; after
 * the reload it comes back as it was.
 */
export function QuickQuoteDialog({
  prefill,
  draft,
  onClose,
}: {
  prefill?: QuickQuotePrefill;
  draft?: QuickQuoteDraft;
  onClose: () => void;
}) {
  const { t } = useSourcingText();
  const locale = useLocaleStore((s) => s.locale);
  const [posted, setPosted] = useState<RfqCreated | null>(null);
  const initialValues = draft?.values ?? {
    productName: prefill?.productName,
    quantity: prefill?.quantity ? String(prefill.quantity) : undefined,
    unit: prefill?.unit,
  };
  const close = () => {
    // Closing the dialog lets go of a kept draft: it is not reopened on the next page.
    useSessionStore.getState().setQuickQuote(null);
    onClose();
  };
  return (
    <Modal open width={760} title={t('sourcing.quick.title')} footer={null} onCancel={close} maskClosable={false} destroyOnHidden>
      <div data-testid="quick-quote-dialog">
        {posted ? (
          <Result
            status="success"
            data-testid="quick-quote-success"
            title={t('sourcing.quick.posted')}
            subTitle={
              <>
                {t('rfq.success.number')}{' '}
                <Typography.Text strong data-testid="quick-quote-number">
                  {posted.rfqNumber}
                </Typography.Text>
              </>
            }
            extra={[
              <a
                key="open"
                href={String(localizeTo(`/user-center/uc-sourcing/detail?rfqId=${posted.rfqId}`, locale))}
                data-testid="quick-quote-open"
              >
                <Button type="primary">{t('sourcing.detail.view')}</Button>
              </a>,
              <Button key="close" onClick={close}>
                {t('sourcing.close')}
              </Button>,
            ]}
          />
        ) : (
          <>
            <Typography.Paragraph type="secondary">{t('sourcing.quick.intro')}</Typography.Paragraph>
            <RfqForm
              variant="quick"
              initialValues={initialValues}
              categoryId={draft?.values.categoryPath ? undefined : prefill?.categoryId}
              onSignIn={(values) => useSessionStore.getState().setQuickQuote({ values, prefill } satisfies QuickQuoteDraft)}
              onDone={(created) => {
                useSessionStore.getState().setQuickQuote(null);
                setPosted(created);
              }}
            />
          </>
        )}
      </div>
    </Modal>
  );
}
