import { Empty, Pagination, Rate, Segmented, Space, Typography } from '@mall/shared/ui/lite';
import { useState } from 'react';
import { useTranslation } from '@mall/shared/react-i18n';
import { formatDate, useLocaleStore } from '@mall/shared';
import { QueryStatus } from '@mall/shared/ui';
import { useReviews, useReviewSummary } from '../../api/catalog';
import { CatalogImage } from '../catalog-image';
import { NAMESPACE } from '../../namespace';

const EVALUATES = [-1, 0, 1, 2, 3] as const;

export function Reviews({ prodId }: { prodId: number }) {
  const { t } = useTranslation(NAMESPACE);
  const locale = useLocaleStore((s) => s.locale);
  const [evaluate, setEvaluate] = useState<number>(-1);
  const [current, setCurrent] = useState(1);
  const summary = useReviewSummary(prodId);
  const list = useReviews(prodId, evaluate, current);
  const s = summary.data;
  const counts: Record<number, number | undefined> = {
    [-1]: s?.number,
    0: s?.praiseNumber,
    1: s?.secondaryNumber,
    2: s?.negativeNumber,
    3: s?.picNumber,
  };
  return (
    <div data-testid="product-reviews">
      {s ? (
        <Space size="large" style={{ marginBottom: 12 }}>
          <Typography.Text strong style={{ fontSize: 20 }} data-testid="positive-rating">
            {t('reviews.positive', { rate: s.positiveRating })}
          </Typography.Text>
          {s.score ? <Rate disabled allowHalf value={Math.round(s.score * 2) / 2} /> : null}
        </Space>
      ) : null}
      <div>
        <Segmented
          value={evaluate}
          onChange={(value) => {
            setEvaluate(value);
            setCurrent(1);
          }}
          data-testid="review-filter"
          aria-label={t('reviews.filterLabel')}
          options={EVALUATES.map((ev) => ({
            value: ev as number,
            label: `${t(`reviews.filter.${ev === -1 ? 'all' : ev}`)} (${counts[ev] ?? 0})`,
          }))}
        />
      </div>
      <QueryStatus query={list}>
        {list.data?.records.length ? (
          <div>
            {list.data.records.map((r) => (
              <div key={r.prodCommId} style={{ padding: '12px 0', borderBottom: '1px solid #f0f0f0' }} data-testid="review">
                <Space>
                  <Typography.Text strong>{r.nickName}</Typography.Text>
                  <Rate disabled value={r.score} style={{ fontSize: 12 }} />
                  <Typography.Text type="secondary">{formatDate(r.recTime, locale)}</Typography.Text>
                  {r.skuName ? <Typography.Text type="secondary">{r.skuName}</Typography.Text> : null}
                </Space>
                <Typography.Paragraph style={{ margin: '4px 0' }}>{r.content}</Typography.Paragraph>
                {r.replyContent ? (
                  <div
                    data-testid="review-reply"
                    style={{ margin: '4px 0 8px', padding: '6px 10px', background: '#f7f7f7', borderRadius: 4 }}
                  >
                    <Typography.Text type="secondary">{t('reviews.sellerReply')}: </Typography.Text>
                    <Typography.Text>{r.replyContent}</Typography.Text>
                  </div>
                ) : null}
                {r.pics.length ? (
                  <Space>
                    {r.pics.map((p, i) => (
                      <div key={i} style={{ width: 64 }}>
                        <CatalogImage src={p} alt="" width={400} height={400} shownWidth={64} sizes="64px" />
                      </div>
                    ))}
                  </Space>
                ) : null}
              </div>
            ))}
            <Pagination
              style={{ marginTop: 12 }}
              size="small"
              current={list.data.current}
              pageSize={list.data.size}
              total={list.data.total}
              onChange={setCurrent}
              showSizeChanger={false}
            />
          </div>
        ) : (
          <Empty description={t('reviews.empty')} />
        )}
      </QueryStatus>
    </div>
  );
}
