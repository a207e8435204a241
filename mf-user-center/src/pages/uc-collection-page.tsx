import { useState } from 'react';
import { Avatar, Button, Card, Col, Empty, Image, List, Pagination, Popconfirm, Row, Space, Tabs, Tag, Typography } from 'antd';
import { useTranslation } from '@mall/shared/react-i18n';
import { useSearchParams } from '@mall/shared/router';
import { formatDate, resolveImage, useLocale, useMoney } from '@mall/shared';
import { LocaleLink, QueryStatus } from '@mall/shared/ui';
import { useCollectedProducts, useFollowedShops, useUncollect, useUnfollow } from '../api/collections';
import { useFeedback } from '../components/feedback';
import { UserCenterPage } from '../components/user-center-page';
import { NAMESPACE } from '../namespace';

const SIZE = 12;

function Products() {
  const { t } = useTranslation(NAMESPACE);
  const feedback = useFeedback();
  const money = useMoney();
  const [current, setCurrent] = useState(1);
  const page = useCollectedProducts(current, SIZE);
  const uncollect = useUncollect();
  const data = page.data;
  return (
    <QueryStatus query={page}>
      {data?.records.length ? (
        <>
          <Row gutter={[16, 16]}>
            {data.records.map((p) => (
              <Col xs={12} md={8} lg={6} key={p.prodId}>
                <Card
                  size="small"
                  data-testid="collected-product"
                  cover={
                    <LocaleLink to={`/products/detail/${p.prodId}`}>
                      <Image src={resolveImage(p.pic)} preview={false} alt={p.prodName} style={{ aspectRatio: '1', objectFit: 'cover' }} />
                    </LocaleLink>
                  }
                  actions={[
                    <Popconfirm
                      key="remove"
                      title={t('collection.removeConfirm')}
                      okText={t('common.ok')}
                      cancelText={t('common.cancel')}
                      onConfirm={() =>
                        uncollect.mutate(p.prodId, { onSuccess: () => feedback.done('collection.removed'), onError: feedback.failed })
                      }
                    >
                      <Button type="link" danger size="small" data-testid="collected-remove">
                        {t('collection.remove')}
                      </Button>
                    </Popconfirm>,
                  ]}
                >
                  <LocaleLink to={`/products/detail/${p.prodId}`}>
                    <Typography.Paragraph ellipsis={{ rows: 2 }} style={{ marginBottom: 4 }}>
                      {p.prodName}
                    </Typography.Paragraph>
                  </LocaleLink>
                  <Typography.Text strong style={{ color: '#d4380d' }}>
                    {p.prodType === 'points' && p.pointsPrice ? t('collection.points', { count: p.pointsPrice }) : money(p.price)}
                  </Typography.Text>
                </Card>
              </Col>
            ))}
          </Row>
          {data.total > SIZE && (
            <Pagination
              style={{ marginTop: 16 }}
              current={current}
              pageSize={SIZE}
              total={data.total}
              onChange={setCurrent}
              showSizeChanger={false}
            />
          )}
        </>
      ) : (
        <Empty description={t('collection.noProducts')} data-testid="collection-empty-products">
          <LocaleLink to="/">{t('collection.browse')}</LocaleLink>
        </Empty>
      )}
    </QueryStatus>
  );
}

function Stores() {
  const { t } = useTranslation(NAMESPACE);
  const feedback = useFeedback();
  const locale = useLocale();
  const [current, setCurrent] = useState(1);
  const page = useFollowedShops(current, SIZE);
  const unfollow = useUnfollow();
  const data = page.data;
  return (
    <QueryStatus query={page}>
      {data?.records.length ? (
        <List
          dataSource={data.records}
          pagination={
            data.total > SIZE ? { current, pageSize: SIZE, total: data.total, onChange: setCurrent, showSizeChanger: false } : false
          }
          renderItem={(s) => (
            <List.Item
              key={s.shopId}
              data-testid="followed-shop"
              actions={[
                <LocaleLink key="visit" to={`/shop/${s.shopId}`}>
                  {t('collection.visit')}
                </LocaleLink>,
                <Popconfirm
                  key="unfollow"
                  title={t('collection.unfollowConfirm')}
                  okText={t('common.ok')}
                  cancelText={t('common.cancel')}
                  onConfirm={() =>
                    unfollow.mutate(s.shopId, { onSuccess: () => feedback.done('collection.unfollowed'), onError: feedback.failed })
                  }
                >
                  <Button type="link" danger data-testid="followed-unfollow">
                    {t('collection.unfollow')}
                  </Button>
                </Popconfirm>,
              ]}
            >
              <List.Item.Meta
                avatar={<Avatar shape="square" size={48} src={resolveImage(s.logo)} alt="" />}
                title={<LocaleLink to={`/shop/${s.shopId}`}>{s.shopName}</LocaleLink>}
                description={
                  <Space>
                    {t('collection.followedOn', { date: formatDate(s.followedAt, locale) })}
                    {s.shopStatus !== 1 && <Tag>{t('collection.shopClosed')}</Tag>}
                  </Space>
                }
              />
            </List.Item>
          )}
        />
      ) : (
        <Empty description={t('collection.noStores')} data-testid="collection-empty-stores">
          <LocaleLink to="/shop-list">{t('collection.browseShops')}</LocaleLink>
        </Empty>
      )}
    </QueryStatus>
  );
}

/** My collections: collected products and followed stores, as tabs kept in `?tab=`. */
export default function MyCollectionsPage() {
  const { t } = useTranslation(NAMESPACE);
  const [sp, setSp] = useSearchParams();
  const tab = sp.get('tab') === 'stores' ? 'stores' : 'products';
  return (
    <UserCenterPage pageKey="ucCollection">
      <Tabs
        activeKey={tab}
        onChange={(key) => setSp(key === 'products' ? {} : { tab: key }, { replace: true })}
        items={[
          { key: 'products', label: t('collection.products'), children: <Products /> },
          { key: 'stores', label: t('collection.stores'), children: <Stores /> },
        ]}
      />
    </UserCenterPage>
  );
}
