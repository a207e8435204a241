import { useState } from 'react';
import { Button, Card, Col, Empty, Image, Pagination, Row, Typography } from 'antd';
import { useTranslation } from '@mall/shared/react-i18n';
import { resolveImage } from '@mall/shared';
import { LocaleLink, QueryStatus } from '@mall/shared/ui';
import { usePointsMall } from '../../api/member';
import { NAMESPACE } from '../../namespace';

const SIZE = 8;

/** The points mall: products bought with points through the normal order flow (submit, then pay with points). */
export function PointsMall() {
  const { t } = useTranslation(NAMESPACE);
  const [current, setCurrent] = useState(1);
  const page = usePointsMall(current, SIZE);
  const data = page.data;
  return (
    <Card title={t('member.mall.title')} data-testid="points-mall">
      <Typography.Paragraph type="secondary">{t('member.mall.hint')}</Typography.Paragraph>
      <QueryStatus query={page}>
        {data?.records.length ? (
          <>
            <Row gutter={[12, 12]}>
              {data.records.map((p) => (
                <Col xs={12} md={6} key={p.prodId}>
                  <Card
                    size="small"
                    data-testid="points-mall-item"
                    cover={
                      <LocaleLink to={`/products/detail/${p.prodId}`}>
                        <Image src={resolveImage(p.pic)} preview={false} alt={p.name} style={{ aspectRatio: '1', objectFit: 'cover' }} />
                      </LocaleLink>
                    }
                  >
                    <Typography.Paragraph ellipsis={{ rows: 2 }} style={{ marginBottom: 4, fontSize: 13 }}>
                      {p.name}
                    </Typography.Paragraph>
                    <Typography.Text strong style={{ color: '#d4380d' }}>
                      {t('collection.points', { count: p.pointsPrice })}
                    </Typography.Text>
                    <div style={{ marginTop: 8 }}>
                      {p.skuId && p.stocks > 0 ? (
                        <LocaleLink to={`/submit-order?prodId=${p.prodId}&skuId=${p.skuId}&count=1`} data-testid="points-mall-redeem">
                          <Button type="primary" size="small" block>
                            {t('member.mall.redeem')}
                          </Button>
                        </LocaleLink>
                      ) : (
                        <Button size="small" block disabled>
                          {t('member.mall.soldOut')}
                        </Button>
                      )}
                    </div>
                  </Card>
                </Col>
              ))}
            </Row>
            {data.total > SIZE && (
              <Pagination
                style={{ marginTop: 12 }}
                current={current}
                pageSize={SIZE}
                total={data.total}
                onChange={setCurrent}
                showSizeChanger={false}
              />
            )}
          </>
        ) : (
          <Empty description={t('member.mall.empty')} />
        )}
      </QueryStatus>
    </Card>
  );
}
