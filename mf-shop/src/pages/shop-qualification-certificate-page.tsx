import { Card, Col, Descriptions, Empty, Row, Typography } from 'antd';
import { useTranslation } from '@mall/shared/react-i18n';
import { formatDate, minorToDecimalString, resolveImage, useLocaleStore } from '@mall/shared';
import { QueryStatus } from '@mall/shared/ui';
import { useShopDetail, type ShopHead, type ShopLicence } from '../api/shops';
import { ShopFrame } from '../components/shop-frame';
import { NAMESPACE } from '../namespace';

/** Certificates and the store business licence (spec section 3). */
export default function ShopQualificationCertificatePage() {
  return <ShopFrame pageKey="shopCertificates">{(head) => <Certificates head={head} />}</ShopFrame>;
}

function Certificates({ head }: { head: ShopHead }) {
  const { t } = useTranslation(NAMESPACE);
  const locale = useLocaleStore((s) => s.locale);
  const detail = useShopDetail(head.shopId);
  const d = detail.data;
  return (
    <QueryStatus query={detail}>
      <Typography.Title level={5}>{t('certificates')}</Typography.Title>
      {!d?.certificates.length ? (
        <Empty description={t('noCertificates')} />
      ) : (
        <Row gutter={[16, 16]} data-testid="shop-certificates">
          {d.certificates.map((c) => (
            <Col xs={24} sm={12} md={8} key={c.number}>
              <Card
                size="small"
                cover={
                  <img
                    src={resolveImage(c.pic)}
                    alt={c.name}
                    width={160}
                    height={160}
                    loading="lazy"
                    style={{ objectFit: 'contain', height: 160 }}
                  />
                }
              >
                <Card.Meta
                  title={c.name}
                  description={
                    <>
                      <div>{t('certIssuer', { issuer: c.issuer })}</div>
                      <div>{t('certNumber', { number: c.number })}</div>
                      <div>{t('certValidTo', { date: formatDate(c.validTo, locale) })}</div>
                    </>
                  }
                />
              </Card>
            </Col>
          ))}
        </Row>
      )}
      <Typography.Title level={5} style={{ marginTop: 24 }}>
        {t('businessLicence')}
      </Typography.Title>
      {d?.licence ? <Licence licence={d.licence} /> : <Empty description={t('noLicence')} />}
    </QueryStatus>
  );
}

function Licence({ licence: l }: { licence: ShopLicence }) {
  const { t } = useTranslation(NAMESPACE);
  const locale = useLocaleStore((s) => s.locale);
  const capital =
    l.registeredCapital != null ? `${l.registeredCurrency} ${minorToDecimalString(l.registeredCapital, l.registeredCurrency)}` : '-';
  const term = l.noFixedTerm
    ? t('noFixedTerm')
    : [l.businessTermStart, l.businessTermEnd]
        .map((d) => formatDate(d, locale))
        .filter(Boolean)
        .join(' ~ ') || '-';
  return (
    <Descriptions
      bordered
      size="small"
      column={1}
      data-testid="shop-licence"
      items={[
        { key: 'licenceNo', label: t('licence.licenceNo'), children: l.licenceNo ?? '-' },
        { key: 'enterpriseName', label: t('licence.enterpriseName'), children: l.enterpriseName || '-' },
        { key: 'enterpriseResidence', label: t('licence.enterpriseResidence'), children: l.enterpriseResidence || '-' },
        { key: 'legalRepresentative', label: t('licence.legalRepresentative'), children: l.legalRepresentative ?? '-' },
        { key: 'registeredCapital', label: t('licence.registeredCapital'), children: capital },
        { key: 'establishedDate', label: t('licence.establishedDate'), children: formatDate(l.establishedDate, locale) || '-' },
        { key: 'businessTerm', label: t('licence.businessTerm'), children: <span data-testid="licence-term">{term}</span> },
        { key: 'businessScope', label: t('licence.businessScope'), children: l.businessScope || '-' },
      ]}
    />
  );
}
