import { Card, Space } from 'antd';
import { useTranslation } from '@mall/shared/react-i18n';
import { QueryStatus } from '@mall/shared/ui';
import { useShopDetail, type ShopHead } from '../api/shops';
import { InfoList } from '../components/info-list';
import { ShopFrame } from '../components/shop-frame';
import { NAMESPACE } from '../namespace';

const COMPANY_FIELDS = [
  'companyName',
  'businessType',
  'mainProducts',
  'established',
  'employees',
  'annualRevenue',
  'website',
  'address',
] as const;
const FACTORY_FIELDS = ['area', 'staff', 'productionLines', 'capacity', 'qualityControl'] as const;
const TRADE_FIELDS = ['mainMarkets', 'exportPercent', 'tradeTerms', 'paymentTerms', 'leadTime', 'nearestPort'] as const;

/** About us: company, factory and trade information. */
export default function ShopAboutUsPage() {
  return <ShopFrame pageKey="shopAboutUs">{(head) => <AboutUs head={head} />}</ShopFrame>;
}

function AboutUs({ head }: { head: ShopHead }) {
  const { t } = useTranslation(NAMESPACE);
  const detail = useShopDetail(head.shopId);
  const d = detail.data;
  return (
    <QueryStatus query={detail}>
      {d && (
        <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
          <Card title={t('companyInfo')} size="small">
            <InfoList data={{ ...d.company, area: undefined }} keys={COMPANY_FIELDS} testId="company-info" />
          </Card>
          <Card title={t('factoryInfo')} size="small">
            <InfoList
              data={{ ...d.factory, area: d.factory.area != null ? t('squareMetres', { value: d.factory.area }) : undefined }}
              keys={FACTORY_FIELDS}
              testId="factory-info"
            />
          </Card>
          <Card title={t('tradeInfo')} size="small">
            <InfoList
              data={{ ...d.trade, exportPercent: d.trade.exportPercent != null ? `${String(d.trade.exportPercent)}%` : undefined }}
              keys={TRADE_FIELDS}
              testId="trade-info"
            />
          </Card>
        </Space>
      )}
    </QueryStatus>
  );
}
