import { Button, Card, Col, Descriptions, Empty, Row, Typography } from 'antd';
import { useTranslation } from '@mall/shared/react-i18n';
import { useNavigate } from '@mall/shared/router';
import { QueryStatus, useLocalePath } from '@mall/shared/ui';
import { useShopDetail, type ShopHead } from '../api/shops';
import { ShopFrame } from '../components/shop-frame';
import { NAMESPACE } from '../namespace';

/** Contact us: the shop's contacts, and a chat with the shop (the chat remote owns /chat). */
export default function ShopContactUsPage() {
  return <ShopFrame pageKey="shopContactUs">{(head) => <ContactUs head={head} />}</ShopFrame>;
}

function ContactUs({ head }: { head: ShopHead }) {
  const { t } = useTranslation(NAMESPACE);
  const detail = useShopDetail(head.shopId);
  const navigate = useNavigate();
  const localize = useLocalePath();
  const d = detail.data;
  return (
    <QueryStatus query={detail}>
      <Card size="small" style={{ marginBottom: 16 }}>
        <Typography.Paragraph>{t('chatIntro', { shop: head.shopName })}</Typography.Paragraph>
        <Button type="primary" data-testid="shop-chat" onClick={() => void navigate(localize(`/chat?shopId=${head.shopId}`))}>
          {t('chatNow')}
        </Button>
      </Card>
      {d && (
        <>
          <Descriptions
            bordered
            size="small"
            column={1}
            data-testid="shop-contact-info"
            items={[
              { key: 'phone', label: t('fields.phone'), children: d.phone ?? '-' },
              { key: 'email', label: t('fields.email'), children: d.email ? <a href={`mailto:${d.email}`}>{d.email}</a> : '-' },
              { key: 'address', label: t('fields.address'), children: d.address || '-' },
              ...(d.lat != null && d.lng != null
                ? [{ key: 'location', label: t('fields.location'), children: `${d.lat.toFixed(4)}, ${d.lng.toFixed(4)}` }]
                : []),
            ]}
          />
          <Typography.Title level={5} style={{ marginTop: 16 }}>
            {t('contacts')}
          </Typography.Title>
          {d.contacts.length === 0 ? (
            <Empty description={t('noInformation')} />
          ) : (
            <Row gutter={[16, 16]} data-testid="shop-contacts">
              {d.contacts.map((c) => (
                <Col xs={24} md={12} key={c.email || c.name}>
                  <Card size="small" title={c.name} extra={c.title}>
                    <div>{c.phone}</div>
                    <a href={`mailto:${c.email}`}>{c.email}</a>
                  </Card>
                </Col>
              ))}
            </Row>
          )}
        </>
      )}
    </QueryStatus>
  );
}
