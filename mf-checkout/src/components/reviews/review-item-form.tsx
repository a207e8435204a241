import { cloneElement, type ReactElement, type ReactNode } from 'react';
import { Card, Checkbox, Flex, Image, Input, Rate, Space, Tag, Typography } from 'antd';
import { useTranslation } from '@mall/shared/react-i18n';
import { COMMENT_MAX, formatDateTime, resolveImage, useLocaleStore } from '@mall/shared';
import { reviewErrors } from '@mall/shared/schemas';
// Read-only stars: one picture named by the score, not five unnamed radios (antd's disabled Rate).
import { Rate as StarsShown } from '@mall/shared/ui/lite';
import { NAMESPACE } from '../../namespace';
import { ReviewImages, type ReviewImage } from './review-images';
import type { ReviewableItem } from '@mall/shared/contracts';

export interface ReviewDraft {
  score: number;
  content: string;
  images: ReviewImage[];
  isAnonymous: boolean;
}
export const emptyDraft = (): ReviewDraft => ({ score: 5, content: '', images: [], isAnonymous: false });

/** What the API receives for one item (checked with the same shared schema first). */
export const draftToReview = (orderItemId: number, d: ReviewDraft) => ({
  orderItemId,
  score: d.score,
  content: d.content,
  pics: d.images.map((i) => i.fileKey),
  isAnonymous: d.isAnonymous,
});
/** The shared schema's first message key per field; empty when the draft is valid. */
export const draftErrors = (orderItemId: number, d: ReviewDraft) => reviewErrors(draftToReview(orderItemId, d));

/** The star's radio (the `li`'s only child in antd's Rate) named by its score. */
function nameStar(node: ReactElement, name: string): ReactNode {
  const li = node as ReactElement<{ children: ReactElement<{ 'aria-label'?: string }> }>;
  return cloneElement(li, {}, cloneElement(li.props.children, { 'aria-label': name }));
}

/** An order line with what its review screens show beside it. */
interface ReviewedItemProps {
  item: ReviewableItem;
  orderNumber: string;
  transactionTime: string;
}

/** The item a review is about: picture, name, specification, transaction time, order number. */
export function ReviewedItemHeader({ item, orderNumber, transactionTime }: ReviewedItemProps) {
  const { t } = useTranslation(NAMESPACE);
  const locale = useLocaleStore((s) => s.locale);
  return (
    <Flex gap={12} align="center">
      <Image src={resolveImage(item.pic)} width={64} height={64} preview={false} alt="" />
      <Space orientation="vertical" size={0}>
        <Typography.Text strong data-testid="review-item-name">
          {item.prodName}
        </Typography.Text>
        <Typography.Text type="secondary">
          {t('reviews.spec')}: {item.skuName} × {item.count}
        </Typography.Text>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t('reviews.transactionTime')}: {formatDateTime(transactionTime, locale)} · {t('order.number')}: {orderNumber}
        </Typography.Text>
      </Space>
    </Flex>
  );
}

/** One item's review form: star rating, text with a counter (/150), pictures, anonymous. */
export function ReviewItemForm({
  item,
  orderNumber,
  transactionTime,
  draft,
  errors,
  onChange,
}: ReviewedItemProps & {
  draft: ReviewDraft;
  /** Message keys (common namespace) per field, shown after a submit attempt. */
  errors: Partial<Record<'content' | 'pics' | 'score', string>>;
  onChange: (next: ReviewDraft) => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const testId = `review-${item.orderItemId}`;
  return (
    <Card size="small" data-testid="review-item" data-order-item-id={item.orderItemId}>
      <Space orientation="vertical" size={12} style={{ width: '100%' }}>
        <ReviewedItemHeader item={item} orderNumber={orderNumber} transactionTime={transactionTime} />
        <Space>
          <Typography.Text>{t('reviews.rating')}</Typography.Text>
          {/* antd names neither the group nor a star (a screen reader heard "star star" five times). */}
          <span role="radiogroup" aria-label={t('reviews.rating')}>
            <Rate
              allowClear={false}
              value={draft.score}
              onChange={(score) => onChange({ ...draft, score })}
              data-testid={`${testId}-rating`}
              characterRender={(node, { index = 0 }) => nameStar(node, t('reviews.stars', { count: index + 1 }))}
            />
          </span>
          {errors.score && <Typography.Text type="danger">{t(errors.score, { ns: 'common' })}</Typography.Text>}
        </Space>
        <div>
          <Input.TextArea
            value={draft.content}
            onChange={(e) => onChange({ ...draft, content: e.target.value })}
            placeholder={t('reviews.placeholder')}
            autoSize={{ minRows: 3, maxRows: 6 }}
            status={errors.content ? 'error' : undefined}
            // At most COMMENT_MAX characters can be typed or pasted (the counter alone let more in).
            maxLength={COMMENT_MAX}
            count={{ show: true, max: COMMENT_MAX }}
            data-testid={`${testId}-content`}
            aria-label={t('reviews.content')}
          />
          {errors.content && (
            <Typography.Text type="danger" data-testid={`${testId}-content-error`}>
              {t(errors.content, { ns: 'common' })}
            </Typography.Text>
          )}
        </div>
        <ReviewImages value={draft.images} onChange={(images) => onChange({ ...draft, images })} testId={testId} />
        {errors.pics && <Typography.Text type="danger">{t(errors.pics, { ns: 'common' })}</Typography.Text>}
        <Checkbox
          checked={draft.isAnonymous}
          onChange={(e) => onChange({ ...draft, isAnonymous: e.target.checked })}
          data-testid={`${testId}-anonymous`}
        >
          {t('reviews.postAnonymously')}
        </Checkbox>
      </Space>
    </Card>
  );
}

/** A review already written for the item (read-only). */
export function WrittenReviewCard({ item, orderNumber, transactionTime }: ReviewedItemProps) {
  const { t } = useTranslation(NAMESPACE);
  const locale = useLocaleStore((s) => s.locale);
  const r = item.review!;
  return (
    <Card size="small" data-testid="review-written" data-order-item-id={item.orderItemId}>
      <Space orientation="vertical" size={8} style={{ width: '100%' }}>
        <ReviewedItemHeader item={item} orderNumber={orderNumber} transactionTime={transactionTime} />
        <Space>
          <StarsShown value={r.score} style={{ fontSize: 14 }} />
          <Tag color="green">{t('reviews.reviewed')}</Tag>
          {r.isAnonymous && <Tag>{t('reviews.anonymous')}</Tag>}
          <Typography.Text type="secondary">{formatDateTime(r.recTime, locale)}</Typography.Text>
        </Space>
        <Typography.Paragraph style={{ margin: 0 }}>{r.content}</Typography.Paragraph>
        {r.pics.length > 0 && (
          <Space wrap>
            {r.pics.map((p) => (
              <Image key={p} src={resolveImage(p)} width={64} height={64} alt="" />
            ))}
          </Space>
        )}
      </Space>
    </Card>
  );
}
