import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, Space, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDate, toLanguageTag, unitForQuantity, useLocaleStore, useSiteStore } from '@mall/shared';
import { LocaleLink, QueryStatus } from '@mall/shared/ui';
import type { PublicRfq } from '@mall/shared/contracts';
import { rfqApi } from '../components/rfq/rfq-api';
import { UserCenterPage } from '../components/user-center-page';
import { NAMESPACE } from '../namespace';

const PAGE_SIZE = 20;

/** Procurement centre: open sourcing requests of all buyers, without their contact details. */
export default function ProcurementCenterPage() {
  const { t } = useTranslation(NAMESPACE);
  const locale = useLocaleStore((s) => s.locale);
  const units = useSiteStore((s) => s.units);
  const [current, setCurrent] = useState(1);
  const list = useQuery({
    queryKey: ['userCenter', 'rfq', 'public', locale, current],
    queryFn: () => rfqApi.publicPage(current, PAGE_SIZE),
  });
  let regions: Intl.DisplayNames | null = null;
  try {
    regions = new Intl.DisplayNames([toLanguageTag(locale)], { type: 'region' });
  } catch {
    regions = null;
  }
  const unitText = (r: PublicRfq) => {
    const u = units.find((x) => x.dictLabel === r.unit);
    return u ? unitForQuantity(u.dictValue, r.quantity) : r.unit;
  };
  return (
    <UserCenterPage pageKey="procurement">
      <Space style={{ width: '100%', justifyContent: 'flex-end', marginBottom: 12 }}>
        <LocaleLink to="/purchase-order">
          <Button type="primary">{t('rfq.list.post')}</Button>
        </LocaleLink>
      </Space>
      <QueryStatus query={list}>
        <Table<PublicRfq>
          rowKey="rfqNumber"
          data-testid="procurement-table"
          dataSource={list.data?.records ?? []}
          locale={{ emptyText: t('rfq.list.empty') }}
          pagination={{
            current,
            pageSize: PAGE_SIZE,
            total: list.data?.total ?? 0,
            showSizeChanger: false,
            onChange: setCurrent,
          }}
          columns={[
            { key: 'product', title: t('rfq.fields.productName'), dataIndex: 'productName' },
            { key: 'category', title: t('rfq.fields.category'), dataIndex: 'categoryName' },
            { key: 'quantity', title: t('rfq.fields.quantity'), render: (_, r) => `${r.quantity} ${unitText(r)}` },
            { key: 'term', title: t('rfq.fields.tradeTerm'), dataIndex: 'tradeTerm' },
            { key: 'country', title: t('rfq.fields.country'), render: (_, r) => regions?.of(r.country) ?? r.country },
            { key: 'valid', title: t('rfq.fields.validUntil'), render: (_, r) => formatDate(r.validUntil, locale) },
          ]}
        />
      </QueryStatus>
    </UserCenterPage>
  );
}
