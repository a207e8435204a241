import { Card, Carousel, Col, List, Popover, Row, Space, Tag, Typography } from '@mall/shared/ui/lite';
import { useTranslation } from '@mall/shared/react-i18n';
import { formatDate, useLocaleStore } from '@mall/shared';
import { LocaleLink, QueryStatus } from '@mall/shared/ui';
import { useHome, type CategoryNode, type HomeData } from '../api/catalog';
import { CatalogImage } from '../components/catalog-image';
import { HOME_BANNER } from '../lcp-pictures';
import { ExhibitionState } from '../components/exhibition-state';
import { offscreen } from '../components/offscreen';
import { ProductGrid } from '../components/product-card';
import { NAMESPACE } from '../namespace';
import { MoreLink } from '../components/more-link';

/** Home (layout home): everything comes from one call, GET /index/home. */
export default function HomePage() {
  const home = useHome();
  return (
    <div data-testid="catalog-home" className="catalog-home container">
      <QueryStatus query={home} rows={8}>
        {home.data ? <HomeSections data={home.data} /> : null}
      </QueryStatus>
    </div>
  );
}

function Section({ title, more, children, testId }: { title: string; more?: string; children: React.ReactNode; testId: string }) {
  return (
    <section data-testid={testId} style={{ marginTop: 32, ...offscreen(420) }}>
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline' }}>
        <Typography.Title level={2} style={{ fontSize: 20, margin: '0 0 12px' }}>
          {title}
        </Typography.Title>
        {more ? <MoreLink to={more} what={title} /> : null}
      </div>
      {children}
    </section>
  );
}

function HomeSections({ data }: { data: HomeData }) {
  const { t } = useTranslation(NAMESPACE);
  const locale = useLocaleStore((s) => s.locale);
  const featured = data.featured.slice(0, 2);
  return (
    <>
      <Row gutter={[16, 16]}>
        <Col xs={24} md={6}>
          <CategoryMenu categories={data.categories} />
        </Col>
        <Col xs={24} md={13}>
          <Carousel autoplay autoplaySpeed={5000} data-testid="home-banners" aria-label={t('home.banners')}>
            {data.banners.map((b, i) => (
              <LocaleLink key={b.bannerId} to={b.link ?? '/'} aria-label={b.title}>
                <div style={{ position: 'relative' }}>
                  <CatalogImage
                    src={b.pic}
                    alt=""
                    width={1200}
                    height={360}
                    shownWidth={HOME_BANNER.shownWidth}
                    sizes={HOME_BANNER.sizes}
                    lcp={i === 0}
                    style={{ borderRadius: 8 }}
                  />
                  <div
                    style={{
                      position: 'absolute',
                      left: 24,
                      bottom: 24,
                      color: '#fff',
                      fontSize: 24,
                      fontWeight: 600,
                      textShadow: '0 1px 4px rgba(0,0,0,.5)',
                    }}
                  >
                    {b.title}
                  </div>
                </div>
              </LocaleLink>
            ))}
          </Carousel>
        </Col>
        <Col xs={24} md={5}>
          <Card size="small" title={t('home.hotSearch')} data-testid="home-hot-search">
            <Space wrap>
              {data.hotSearch.map((h) => (
                <LocaleLink
                  key={h.title}
                  to={`/search?type=product&keyword=${encodeURIComponent(h.title)}`}
                  // A touch target of 24 px at least, whatever the word (popular searches can be one short word).
                  style={{ display: 'inline-flex', alignItems: 'center', minHeight: 28, minWidth: 28 }}
                >
                  <Tag style={{ marginInlineEnd: 0, minWidth: 28, textAlign: 'center' }}>{h.title}</Tag>
                </LocaleLink>
              ))}
            </Space>
          </Card>
          <Card size="small" style={{ marginTop: 12 }}>
            <Space orientation="vertical">
              <LocaleLink to="/excellent-products">{t('home.featured')}</LocaleLink>
              <LocaleLink to="/premium-collection">{t('home.premium')}</LocaleLink>
              <LocaleLink to="/exhibition">{t('home.exhibitions')}</LocaleLink>
              <LocaleLink to="/industry-belt">{t('home.belts')}</LocaleLink>
            </Space>
          </Card>
        </Col>
      </Row>

      {featured.map((topic, i) => (
        <Section
          key={topic.topicId}
          title={topic.title}
          more={`/excellent-products/detail?topicId=${topic.topicId}`}
          testId={`home-featured-${i}`}
        >
          <ProductGrid products={topic.prods} priceTestId="sample-price" eagerCount={i === 0 ? 4 : 0} />
        </Section>
      ))}

      <Section title={t('home.premium')} more="/premium-collection" testId="home-premium">
        <ProductGrid products={data.premium} priceTestId="sample-price" />
      </Section>

      <Section title={t('home.suppliers')} more="/shop-list" testId="home-suppliers">
        <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))', gap: 16 }}>
          {data.suppliers.map((s) => (
            <LocaleLink key={s.shopId} to={`/shop/${s.shopId}`}>
              <Card size="small" hoverable>
                <Card.Meta
                  avatar={
                    <CatalogImage
                      src={s.logo}
                      alt={s.shopName}
                      width={48}
                      height={48}
                      sizes="48px"
                      style={{ width: 48, borderRadius: 4 }}
                    />
                  }
                  title={s.shopName}
                  description={t('supplier.meta', { region: s.region ?? '', years: s.yearsInBusiness ?? 0 })}
                />
              </Card>
            </LocaleLink>
          ))}
        </div>
      </Section>

      <Section title={t('home.exhibitions')} more="/exhibition/list" testId="home-exhibitions">
        <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))', gap: 16 }}>
          {data.exhibitions.map((e) => (
            <LocaleLink key={e.exhibitionId} to={`/exhibition/detail/${e.exhibitionId}`}>
              <Card
                size="small"
                hoverable
                cover={
                  <CatalogImage
                    src={e.pic}
                    alt={e.title}
                    width={640}
                    height={360}
                    shownWidth={320}
                    sizes="(max-width: 576px) 100vw, 320px"
                  />
                }
              >
                <Typography.Text strong>{e.title}</Typography.Text>
                <div>
                  <ExhibitionState state={e.state} /> {formatDate(e.startTime, locale)} · {e.city}
                </div>
              </Card>
            </LocaleLink>
          ))}
        </div>
      </Section>

      <Section title={t('home.belts')} more="/industry-belt" testId="home-belts">
        <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))', gap: 16 }}>
          {data.belts.map((b) => (
            <LocaleLink key={b.beltId} to={`/industry-belt/category?beltId=${b.beltId}`}>
              <Card
                size="small"
                hoverable
                cover={
                  <CatalogImage
                    src={b.pic}
                    alt={b.name}
                    width={640}
                    height={360}
                    shownWidth={320}
                    sizes="(max-width: 576px) 100vw, 320px"
                  />
                }
              >
                <Card.Meta title={b.name} description={b.region} />
              </Card>
            </LocaleLink>
          ))}
        </div>
      </Section>

      <Row gutter={24}>
        <Col xs={24} md={14}>
          <Section title={t('home.videos')} more="/video" testId="home-videos">
            <div style={{ display: 'grid', gridTemplateColumns: 'repeat(2, 1fr)', gap: 12 }}>
              {data.videos.map((v) => (
                <LocaleLink key={v.videoId} to={`/video/detail?videoId=${v.videoId}`}>
                  <CatalogImage
                    src={v.cover}
                    alt=""
                    width={640}
                    height={360}
                    shownWidth={360}
                    sizes="(max-width: 768px) 50vw, 360px"
                    style={{ borderRadius: 6 }}
                  />
                  <Typography.Text ellipsis>{v.title}</Typography.Text>
                </LocaleLink>
              ))}
            </div>
          </Section>
        </Col>
        <Col xs={24} md={10}>
          <Section title={t('home.news')} more="/news" testId="home-news">
            <List
              size="small"
              dataSource={data.news}
              renderItem={(n) => (
                <List.Item extra={<Typography.Text type="secondary">{formatDate(n.createdAt, locale)}</Typography.Text>}>
                  <LocaleLink to={`/news/details?newsId=${n.newsId}`}>{n.title}</LocaleLink>
                </List.Item>
              )}
            />
          </Section>
        </Col>
      </Row>
    </>
  );
}

/** Top categories; hovering shows the second level, one click leads to the listing. */
function CategoryMenu({ categories }: { categories: CategoryNode[] }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Card title={t('home.categories')} size="small" data-testid="catalog-home-categories" styles={{ body: { padding: 8 } }}>
      <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {categories.map((c) => (
          <li key={c.categoryId} style={{ padding: '5px 4px' }}>
            <Popover
              placement="right"
              content={
                <Space orientation="vertical">
                  {c.children.map((s) => (
                    <LocaleLink key={s.categoryId} to={`/categories/secondary?categoryId=${s.categoryId}`}>
                      {s.categoryName}
                    </LocaleLink>
                  ))}
                </Space>
              }
            >
              <LocaleLink to={`/categories/secondary?categoryId=${c.categoryId}`} data-testid="home-category-link">
                {c.categoryName}
              </LocaleLink>
            </Popover>
          </li>
        ))}
      </ul>
      <div style={{ padding: '6px 4px 0' }}>
        <LocaleLink to="/categories">{t('home.allCategories')}</LocaleLink>
      </div>
    </Card>
  );
}
