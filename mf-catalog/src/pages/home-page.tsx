import { Card, Col, Row, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatMoney, resolveImage, seoFor, unitForQuantity, useCurrencyStore, type UnitDictEntry } from '@mall/shared';
import { LocaleLink, QueryStatus } from '@mall/shared/ui';
import { useTopCategories, useUnits, useWebConfig } from '../api/home';
import { NAMESPACE } from '../namespace';

/** A sample price (base-currency minor units) shown per unit to prove currency switching end to end. */
const SAMPLE_UNIT_PRICE_MINOR = 1250;
const SAMPLE_BULK_QUANTITY = 10;
const UNITS_SHOWN = 6;
const CATEGORIES_SHOWN = 10;

export default function HomePage() {
  const { t } = useTranslation(NAMESPACE);
  const webConfig = useWebConfig();
  const seo = seoFor(webConfig.data, 'home');
  return (
    <div data-testid="catalog-home" className="catalog-home">
      <section
        data-testid="catalog-home-hero"
        style={{
          padding: '40px 32px',
          borderRadius: 8,
          background: 'linear-gradient(120deg, #0b3d91, #1677ff)',
          color: '#fff',
          marginBottom: 24,
        }}
      >
        <QueryStatus query={webConfig} rows={2}>
          {webConfig.data?.pcLogoImg ? (
            <img src={resolveImage(webConfig.data.pcLogoImg)} alt="" height={40} style={{ marginBottom: 12 }} />
          ) : null}
          <Typography.Title level={1} style={{ color: '#fff', margin: 0 }}>
            {webConfig.data?.pcTitleContent || t('home.heroFallback')}
          </Typography.Title>
          <Typography.Paragraph style={{ color: 'rgba(255,255,255,0.85)', margin: '8px 0 0', fontSize: 16 }}>
            {seo?.description || t('home.tagline')}
          </Typography.Paragraph>
        </QueryStatus>
      </section>
      <Row gutter={[24, 24]}>
        <Col xs={24} md={7} lg={6}>
          <CategoryMenu />
        </Col>
        <Col xs={24} md={17} lg={18}>
          <UnitPrices />
        </Col>
      </Row>
    </div>
  );
}

/** Top categories when the API has them; otherwise a placeholder that still leads to the category page. */
function CategoryMenu() {
  const { t } = useTranslation(NAMESPACE);
  const categories = useTopCategories();
  const list = (categories.data ?? []).slice(0, CATEGORIES_SHOWN);
  return (
    <Card title={t('home.categories')} size="small" data-testid="catalog-home-categories">
      {list.length ? (
        <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {list.map((c) => (
            <li key={c.categoryId} style={{ padding: '4px 0' }}>
              <LocaleLink to={`/categories/secondary?categoryId=${c.categoryId}`}>{c.categoryName}</LocaleLink>
            </li>
          ))}
        </ul>
      ) : (
        <Typography.Paragraph type="secondary">{t('home.categoriesPlaceholder')}</Typography.Paragraph>
      )}
      <LocaleLink to="/categories">{t('home.allCategories')}</LocaleLink>
    </Card>
  );
}

interface UnitRow {
  key: string;
  one: string;
  many: string;
  priceOne: string;
  priceMany: string;
}

/** A few units of measure with a sample price in the selected currency. */
function UnitPrices() {
  const { t } = useTranslation(NAMESPACE);
  const units = useUnits();
  const base = useCurrencyStore((s) => s.base);
  const selected = useCurrencyStore((s) => s.selected);
  const rows: UnitRow[] = (units.data ?? []).slice(0, UNITS_SHOWN).map((u: UnitDictEntry) => ({
    key: u.dictValue,
    one: unitForQuantity(u.dictValue, 1),
    many: unitForQuantity(u.dictValue, SAMPLE_BULK_QUANTITY),
    priceOne: formatMoney(SAMPLE_UNIT_PRICE_MINOR, base, selected),
    priceMany: formatMoney(SAMPLE_UNIT_PRICE_MINOR * SAMPLE_BULK_QUANTITY, base, selected),
  }));
  return (
    <Card
      size="small"
      title={t('home.units')}
      extra={<Tag data-testid="catalog-home-currency">{selected.currencyCode}</Tag>}
      data-testid="catalog-home-units"
    >
      <Typography.Paragraph type="secondary">{t('home.unitsIntro', { currency: selected.currencyCode })}</Typography.Paragraph>
      <QueryStatus query={units}>
        <Table<UnitRow>
          size="small"
          pagination={false}
          dataSource={rows}
          locale={{ emptyText: t('home.unitsEmpty') }}
          columns={[
            { key: 'unit', title: t('home.unit'), render: (_, r) => r.one },
            { key: 'one', title: t('home.priceFor', { quantity: 1 }), render: (_, r) => `${r.priceOne} / 1 ${r.one}` },
            {
              key: 'many',
              title: t('home.priceFor', { quantity: SAMPLE_BULK_QUANTITY }),
              render: (_, r) => `${r.priceMany} / ${SAMPLE_BULK_QUANTITY} ${r.many}`,
            },
          ]}
        />
      </QueryStatus>
    </Card>
  );
}
