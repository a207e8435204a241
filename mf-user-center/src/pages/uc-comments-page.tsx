import { useState } from 'react';
import { Alert, Button, Card, Descriptions, Empty, Flex, Image, Pagination, Space, Tag, Typography } from 'antd';
// Display-only stars named by the score (antd's disabled Rate is five unnamed radios to a screen reader).
import { Rate } from '@mall/shared/ui/lite';
import { useTranslation } from '@mall/shared/react-i18n';
import { useSearchParams } from '@mall/shared/router';
import { errorText, formatDateTime, resolveImage, useLocaleStore } from '@mall/shared';
import { LocaleLink, QueryStatus } from '@mall/shared/ui';
import type { ReviewView } from '@mall/shared/contracts';
import { useMyReview, useMyReviews } from '../api/reviews';
import { UserCenterPage } from '../components/user-center-page';
import { NAMESPACE } from '../namespace';

const PAGE_SIZE = 10;

function ReviewPictures({ pics, size }: { pics: string[]; size: number }) {
  if (!pics.length) return null;
  return (
    <Image.PreviewGroup>
      <Space wrap>
        {pics.map((p) => (
          <Image key={p} src={resolveImage(p)} width={size} height={size} style={{ objectFit: 'cover' }} alt="" />
        ))}
      </Space>
    </Image.PreviewGroup>
  );
}

/** One review in full: the item, the order it came from, the rating, text and pictures; back to the list. */
function ReviewDetail({ prodCommId, onBack }: { prodCommId: number; onBack: () => void }) {
  const { t } = useTranslation(NAMESPACE);
  const locale = useLocaleStore((s) => s.locale);
  const time = (v: string) => formatDateTime(v, locale);
  const query = useMyReview(prodCommId);
  const r = query.data;
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Button onClick={onBack} data-testid="uc-comment-back">
        {t('comments.backToList')}
      </Button>
      {query.isError ? (
        <Alert type="warning" showIcon title={errorText(query.error)} />
      ) : (
        <QueryStatus query={query}>
          {r && (
            <Card data-testid="uc-comment-detail">
              <Flex gap={16} align="center" style={{ marginBottom: 16 }}>
                <Image src={resolveImage(r.pic)} width={80} height={80} preview={false} alt="" />
                <Space orientation="vertical" size={0}>
                  <LocaleLink to={`/products/detail/${r.prodId}`}>{r.prodName}</LocaleLink>
                  <Typography.Text type="secondary">
                    {t('comments.spec')}: {r.skuName}
                  </Typography.Text>
                </Space>
              </Flex>
              <Descriptions size="small" column={{ xs: 1, md: 2 }}>
                <Descriptions.Item label={t('comments.rating')}>
                  <Rate disabled value={r.score} style={{ fontSize: 14 }} />
                </Descriptions.Item>
                <Descriptions.Item label={t('comments.anonymous')}>
                  {r.isAnonymous ? t('comments.yes') : t('comments.no')}
                </Descriptions.Item>
                <Descriptions.Item label={t('comments.orderNumber')}>
                  <LocaleLink to={`/order-detail?orderNumber=${r.orderNumber}`}>{r.orderNumber}</LocaleLink>
                </Descriptions.Item>
                <Descriptions.Item label={t('comments.transactionTime')}>{time(r.transactionTime)}</Descriptions.Item>
                <Descriptions.Item label={t('comments.reviewTime')}>{time(r.recTime)}</Descriptions.Item>
              </Descriptions>
              <Typography.Paragraph style={{ marginTop: 12 }} data-testid="uc-comment-content">
                {r.content}
              </Typography.Paragraph>
              <ReviewPictures pics={r.pics} size={96} />
              {r.replyContent && <Alert style={{ marginTop: 12 }} type="info" title={t('comments.reply')} description={r.replyContent} />}
            </Card>
          )}
        </QueryStatus>
      )}
    </Space>
  );
}

function ReviewRow({ r, onOpen }: { r: ReviewView; onOpen: () => void }) {
  const { t } = useTranslation(NAMESPACE);
  const locale = useLocaleStore((s) => s.locale);
  const time = (v: string) => formatDateTime(v, locale);
  return (
    <Card size="small" data-testid="uc-comment" data-prod-comm-id={r.prodCommId}>
      <Flex gap={12} align="start">
        <Image src={resolveImage(r.pic)} width={56} height={56} preview={false} alt="" />
        <Space orientation="vertical" size={4} style={{ flex: 1, minWidth: 0 }}>
          <Space wrap>
            <Typography.Text strong>{r.prodName}</Typography.Text>
            <Typography.Text type="secondary">{r.skuName}</Typography.Text>
            {r.isAnonymous && <Tag>{t('comments.anonymous')}</Tag>}
          </Space>
          <Space wrap>
            <Rate disabled value={r.score} style={{ fontSize: 12 }} />
            <Typography.Text type="secondary">{time(r.recTime)}</Typography.Text>
          </Space>
          <Typography.Paragraph ellipsis={{ rows: 2 }} style={{ margin: 0 }}>
            {r.content}
          </Typography.Paragraph>
          <ReviewPictures pics={r.pics} size={48} />
        </Space>
        <Button type="link" onClick={onOpen} data-testid="uc-comment-open">
          {t('comments.details')}
        </Button>
      </Flex>
    </Card>
  );
}

/** My reviews: the list (newest first), a review's details with back to the list, and a way to post more. */
export default function MyReviewsPage() {
  const { t } = useTranslation(NAMESPACE);
  const [sp, setSp] = useSearchParams();
  const [current, setCurrent] = useState(1);
  const openId = Number(sp.get('prodCommId')) || 0;
  const list = useMyReviews(current, PAGE_SIZE, !openId);
  return (
    <UserCenterPage pageKey="ucComments">
      {openId ? (
        <ReviewDetail prodCommId={openId} onBack={() => setSp({}, { replace: false })} />
      ) : (
        <Space orientation="vertical" size={12} style={{ width: '100%' }}>
          <Flex justify="flex-end">
            <LocaleLink to="/user-center/uc-order?tab=toReview" data-testid="uc-comments-to-review">
              {t('comments.toReview')}
            </LocaleLink>
          </Flex>
          <QueryStatus query={list}>
            {list.data?.records.length ? (
              <Space orientation="vertical" size={12} style={{ width: '100%' }}>
                {list.data.records.map((r) => (
                  <ReviewRow key={r.prodCommId} r={r} onOpen={() => setSp({ prodCommId: String(r.prodCommId) })} />
                ))}
                {list.data.total > PAGE_SIZE && (
                  <Pagination
                    current={current}
                    pageSize={PAGE_SIZE}
                    total={list.data.total}
                    onChange={setCurrent}
                    showSizeChanger={false}
                  />
                )}
              </Space>
            ) : (
              <Empty description={t('comments.empty')} data-testid="uc-comments-empty" />
            )}
          </QueryStatus>
        </Space>
      )}
    </UserCenterPage>
  );
}
