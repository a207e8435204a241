import { useState } from 'react';
import { Alert, Button, Flex, Form, Image, Input, Modal, Result, Space, Typography } from 'antd';
import { localizeTo } from '@mall/shared/ui';
import { resolveImage, RESPONSE_CODES, showError, signInThen, useIsLoggedIn, useLocaleStore, type ContactSupplier } from '@mall/shared';
import { countWords, INQUIRY_WORD_LIMIT, inquirySendSchema, rfqFieldSchemas } from '@mall/shared/schemas';
import { sendInquiry } from '../../api/inquiries';
import { schemaError } from '../rfq/rfq-rules';
import { useSourcingText } from './sourcing-text';

/**
 * "Contact supplier": a message to the shop about one of its products (with SKU and quantity) or
 * about the shop itself. The word limit follows the context (spec section 5: 100 words from a
 * product page, 200 from a shop page), checked with the shared inquirySendSchema here and by the API.
 */
export function InquiryDialog({
  to,
  draft,
  onClose,
}: {
  to: ContactSupplier;
  /** What the buyer typed before signing in (after-sign-in.ts): the dialog comes back with it. */
  draft?: { message: string; quantity: string };
  onClose: () => void;
}) {
  const { t, unit } = useSourcingText();
  const locale = useLocaleStore((s) => s.locale);
  const loggedIn = useIsLoggedIn();
  const context = to.prodId ? 'product' : 'shop';
  const max = INQUIRY_WORD_LIMIT[context];
  const [message, setMessage] = useState(draft?.message ?? '');
  const [quantity, setQuantity] = useState(draft?.quantity ?? (to.quantity ? String(to.quantity) : ''));
  const [errors, setErrors] = useState<{ message?: string; quantity?: string; form?: string }>({});
  const [sent, setSent] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const words = countWords(message);

  const submit = async () => {
    // Signed out: sign in first; the dialog opens again with the message once signed in.
    if (!loggedIn) {
      signInThen('contact-supplier', { to, message, quantity });
      onClose();
      return;
    }
    const body = { shopId: to.shopId, prodId: to.prodId, skuId: to.skuId, quantity: quantity || undefined, unit: to.unit, message };
    const parsed = inquirySendSchema.safeParse(body);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      return setErrors({ [String(issue.path[0]) === 'quantity' ? 'quantity' : 'message']: t(issue.message, { ns: 'common' }) });
    }
    setErrors({});
    setBusy(true);
    try {
      const env = await sendInquiry(body);
      if (env.code === RESPONSE_CODES.OK) return setSent(env.data.inquiryId);
      const field = (env.data as { field?: string } | null)?.field;
      setErrors(field === 'quantity' || field === 'message' ? { [field]: env.msg ?? '' } : { form: env.msg ?? env.code });
    } catch (err) {
      showError(err, (m) => setErrors({ form: m }));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal open width={620} title={t('sourcing.inquiry.dialogTitle')} footer={null} onCancel={onClose} maskClosable={false} destroyOnHidden>
      <div data-testid="inquiry-dialog">
        {sent ? (
          <Result
            status="success"
            title={t('sourcing.inquiry.dialogSent')}
            data-testid="inquiry-sent"
            extra={[
              <a key="open" href={String(localizeTo(`/user-center/uc-inquiry?inquiryId=${sent}`, locale))} data-testid="inquiry-sent-open">
                <Button type="primary">{t('sourcing.inquiry.myInquiries')}</Button>
              </a>,
              <Button key="close" onClick={onClose}>
                {t('sourcing.close')}
              </Button>,
            ]}
          />
        ) : (
          <Form layout="vertical" onFinish={() => void submit()} data-testid="inquiry-form" data-context={context}>
            <Flex gap={12} align="center" style={{ marginBottom: 12 }}>
              {to.pic !== undefined && <Image src={resolveImage(to.pic)} width={56} height={56} preview={false} alt="" />}
              <Space orientation="vertical" size={0}>
                <Typography.Text>{t('sourcing.inquiry.to', { shop: to.shopName ?? '' })}</Typography.Text>
                {to.productName && (
                  <Typography.Text type="secondary" data-testid="inquiry-product">
                    {to.productName}
                    {to.skuName ? ` · ${to.skuName}` : ''}
                  </Typography.Text>
                )}
              </Space>
            </Flex>
            {to.prodId && (
              <Form.Item label={t('rfq.fields.quantity')} validateStatus={errors.quantity ? 'error' : undefined} help={errors.quantity}>
                <Input
                  value={quantity}
                  inputMode="numeric"
                  maxLength={10}
                  suffix={to.unit ? unit(to.unit, Number(quantity) || 2) : undefined}
                  onChange={(e) => setQuantity(e.target.value)}
                  onBlur={() =>
                    setErrors((x) => ({
                      ...x,
                      quantity: quantity ? (schemaError(rfqFieldSchemas.quantity, quantity, locale) ?? undefined) : undefined,
                    }))
                  }
                  data-testid="inquiry-quantity"
                />
              </Form.Item>
            )}
            <Form.Item
              label={t('sourcing.inquiry.message')}
              required
              validateStatus={errors.message ? 'error' : undefined}
              help={errors.message}
              extra={
                <Typography.Text type={words > max ? 'danger' : 'secondary'} data-testid="inquiry-words">
                  {t('sourcing.words', { count: words, max })}
                </Typography.Text>
              }
            >
              <Input.TextArea
                rows={6}
                value={message}
                onChange={(e) => setMessage(e.target.value)}
                placeholder={t('sourcing.inquiry.placeholder')}
                data-testid="inquiry-message-text"
              />
            </Form.Item>
            {!loggedIn && <Alert type="info" showIcon style={{ marginBottom: 12 }} title={t('sourcing.inquiry.signInFirst')} />}
            {errors.form && <Alert type="error" showIcon style={{ marginBottom: 12 }} title={errors.form} data-testid="inquiry-error" />}
            <Button type="primary" htmlType="submit" loading={busy} data-testid="inquiry-send">
              {loggedIn ? t('sourcing.inquiry.send') : t('sourcing.inquiry.signInToSend')}
            </Button>
          </Form>
        )}
      </div>
    </Modal>
  );
}
