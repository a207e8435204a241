import { useState } from 'react';
import { Button, Card, Col, Empty, Flex, Image, Pagination, Popconfirm, Row, Space, Tag, Typography } from 'antd';
import { useTranslation } from '@mall/shared/react-i18n';
import { formatDate, resolveImage, useLocale, useMoney } from '@mall/shared';
import { LocaleLink, QueryStatus } from '@mall/shared/ui';
import { useClearFootprints, useDeleteFootprint, useFootprints } from '../api/footprints';
import { useFeedback } from '../components/feedback';
import { UserCenterPage } from '../components/user-center-page';
import { NAMESPACE } from '../namespace';

const SIZE = 24;

/** My footprints: products viewed, newest first, grouped by the day of the visit; delete one or all. */
export default function MyFootprintsPage() {
  const { t } = useTranslation(NAMESPACE);
  const feedback = useFeedback();
  const locale = useLocale();
  const money = useMoney();
  const [current, setCurrent] = useState(1);
  const page = useFootprints(current, SIZE);
  const remove = useDeleteFootprint();
  const clear = useClearFootprints();
  const data = page.data;
  return (
    <UserCenterPage pageKey="ucFootprint">
      <QueryStatus query={page} rows={6}>
        {data?.days.length ? (
          <Space orientation="vertical" size={16} style={{ width: '100%' }}>
            <Flex justify="space-between" align="center">
              <Typography.Text type="secondary">{t('footprint.total', { count: data.total })}</Typography.Text>
              <Popconfirm
                title={t('footprint.clearConfirm')}
                okText={t('common.ok')}
                cancelText={t('common.cancel')}
                onConfirm={() =>
                  clear.mutate(undefined, {
                    onSuccess: () => (setCurrent(1), feedback.done('footprint.cleared')),
                    onError: feedback.failed,
                  })
                }
              >
                <Button danger loading={clear.isPending} data-testid="footprint-clear">
                  {t('footprint.clear')}
                </Button>
              </Popconfirm>
            </Flex>
            {data.days.map((d) => (
              <section key={d.day} data-testid="footprint-day" data-day={d.day}>
                <Typography.Title level={2} style={{ fontSize: 16 }}>
                  {formatDate(`${d.day}T12:00:00`, locale)}
                </Typography.Title>
                <Row gutter={[12, 12]}>
                  {d.items.map((p) => (
                    <Col xs={12} md={6} lg={4} key={p.prodId}>
                      <Card
                        size="small"
                        data-testid="footprint-item"
                        cover={
                          <LocaleLink to={`/products/detail/${p.prodId}`}>
                            <Image
                              src={resolveImage(p.pic)}
                              preview={false}
                              alt={p.name}
                              style={{ aspectRatio: '1', objectFit: 'cover' }}
                            />
                          </LocaleLink>
                        }
                      >
                        <Typography.Paragraph ellipsis={{ rows: 2 }} style={{ marginBottom: 4, fontSize: 13 }}>
                          {p.name}
                        </Typography.Paragraph>
                        <Flex justify="space-between" align="center">
                          <Typography.Text strong style={{ color: '#d4380d' }}>
                            {p.prodType === 'points' && p.pointsPrice ? t('collection.points', { count: p.pointsPrice }) : money(p.price)}
                          </Typography.Text>
                          {p.status !== 1 && <Tag>{t('footprint.offShelf')}</Tag>}
                        </Flex>
                        <Button
                          type="link"
                          size="small"
                          danger
                          style={{ padding: 0 }}
                          loading={remove.isPending && remove.variables === p.prodId}
                          onClick={() => remove.mutate(p.prodId, { onError: feedback.failed })}
                          data-testid="footprint-delete"
                        >
                          {t('footprint.delete')}
                        </Button>
                      </Card>
                    </Col>
                  ))}
                </Row>
              </section>
            ))}
            {data.total > SIZE && (
              <Pagination current={current} pageSize={SIZE} total={data.total} onChange={setCurrent} showSizeChanger={false} />
            )}
          </Space>
        ) : (
          <Empty description={t('footprint.empty')} data-testid="footprint-empty">
            <LocaleLink to="/">{t('collection.browse')}</LocaleLink>
          </Empty>
        )}
      </QueryStatus>
    </UserCenterPage>
  );
}
