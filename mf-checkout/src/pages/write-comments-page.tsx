import { useState } from 'react';
import { Alert, App, Button, Result, Space, Typography } from 'antd';
import { useTranslation } from '@mall/shared/react-i18n';
import { errorText, showError } from '@mall/shared';
import { useSearchParams } from '@mall/shared/router';
import { LocaleLink, QueryStatus } from '@mall/shared/ui';
import { useOrderForReview, useSubmitReviews } from '../api/reviews';
import { CheckoutPage } from '../components/checkout-page';
import { NoOrderGiven } from '../components/no-order-given';
import {
  draftErrors,
  draftToReview,
  emptyDraft,
  ReviewItemForm,
  WrittenReviewCard,
  type ReviewDraft,
} from '../components/reviews/review-item-form';
import { NAMESPACE } from '../namespace';

type Errors = Record<number, ReturnType<typeof draftErrors>>;
const TO_REVIEW = 4;

/**
 * /write-comments?orderNumber=...: the buyer reviews the items of a received order (pending
 * evaluation). Every draft is checked with the shared review schema before the one submit; the
 * API checks again. The last review completes the order.
 */
export default function WriteCommentsPage() {
  const { t } = useTranslation(NAMESPACE);
  const { message } = App.useApp();
  const [sp] = useSearchParams();
  const orderNumber = sp.get('orderNumber') ?? '';
  const [drafts, setDrafts] = useState<Record<number, ReviewDraft>>({});
  const [errors, setErrors] = useState<Errors>({});
  const [done, setDone] = useState<number | null>(null);
  const query = useOrderForReview(orderNumber);
  const order = query.data;
  const pending = order?.items.filter((i) => i.review === null) ?? [];
  const draftOf = (id: number) => drafts[id] ?? emptyDraft();
  const submit = useSubmitReviews(orderNumber);

  const onSubmit = () => {
    const found: Errors = {};
    for (const i of pending) {
      const e = draftErrors(i.orderItemId, draftOf(i.orderItemId));
      if (Object.keys(e).length) found[i.orderItemId] = e;
    }
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const comments = pending.map((i) => draftToReview(i.orderItemId, draftOf(i.orderItemId)));
    submit.mutate(
      { orderNumber, comments },
      { onSuccess: (res) => setDone(res.orderStatus), onError: (err) => showError(err, (text) => void message.warning(text)) },
    );
  };

  return (
    <CheckoutPage pageKey="writeComments">
      {!orderNumber ? (
        <NoOrderGiven />
      ) : query.isError ? (
        <Alert type="warning" showIcon title={errorText(query.error)} data-testid="review-order-not-found" />
      ) : done !== null ? (
        <Result
          status="success"
          title={t('reviews.thanks')}
          subTitle={done === 5 ? t('reviews.orderCompleted') : t('reviews.someLeft')}
          data-testid="review-success"
          data-order-status={done}
          extra={[
            <LocaleLink key="order" to={`/order-detail?orderNumber=${orderNumber}`} data-testid="review-back-order">
              <Button type="primary">{t('reviews.backToOrder')}</Button>
            </LocaleLink>,
            <LocaleLink key="mine" to="/user-center/uc-comments" data-testid="review-my-reviews">
              <Button>{t('reviews.myReviews')}</Button>
            </LocaleLink>,
          ]}
        />
      ) : (
        <QueryStatus query={query}>
          {order && (
            <Space orientation="vertical" size={16} style={{ width: '100%' }} data-testid="write-comments" data-status={order.status}>
              <Typography.Text type="secondary">
                {order.shopName} · {t('order.number')}: {order.orderNumber}
              </Typography.Text>
              {pending.length > 0 && order.status !== TO_REVIEW && (
                <Alert type="info" showIcon title={t('reviews.notYet')} data-testid="review-not-yet" />
              )}
              {pending.length === 0 && <Alert type="success" showIcon title={t('reviews.allReviewed')} data-testid="review-all-done" />}
              {order.items.map((item) =>
                item.review ? (
                  <WrittenReviewCard
                    key={item.orderItemId}
                    item={item}
                    orderNumber={order.orderNumber}
                    transactionTime={order.transactionTime}
                  />
                ) : (
                  <ReviewItemForm
                    key={item.orderItemId}
                    item={item}
                    orderNumber={order.orderNumber}
                    transactionTime={order.transactionTime}
                    draft={draftOf(item.orderItemId)}
                    errors={errors[item.orderItemId] ?? {}}
                    onChange={(d) => setDrafts((all) => ({ ...all, [item.orderItemId]: d }))}
                  />
                ),
              )}
              <Space>
                {pending.length > 0 && order.status === TO_REVIEW && (
                  <Button type="primary" onClick={onSubmit} loading={submit.isPending} data-testid="review-submit">
                    {t('reviews.submit')}
                  </Button>
                )}
                <LocaleLink to={`/order-detail?orderNumber=${order.orderNumber}`}>{t('reviews.backToOrder')}</LocaleLink>
              </Space>
            </Space>
          )}
        </QueryStatus>
      )}
    </CheckoutPage>
  );
}
