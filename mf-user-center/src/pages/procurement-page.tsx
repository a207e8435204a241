import { useMemo } from 'react';
import { Button, Cascader, Col, Form, Input, InputNumber, Row, Select, Space, Table, Typography } from 'antd';
import { useSearchParams } from '@mall/shared/router';
import { bus, formatDate } from '@mall/shared';
import { RFQ_COUNTRIES, type ProcurementQuery } from '@mall/shared/schemas';
import { LocaleLink, QueryStatus } from '@mall/shared/ui';
import type { PublicRfq } from '@mall/shared/contracts';
import { useCategoryTree, usePublicRfqs } from '../api/rfq';
import { categoryPathOf } from '../components/rfq/rfq-form';
import { useSourcingText } from '../components/sourcing/sourcing-text';
import { ValidityCountdown } from '../components/sourcing/validity-countdown';
import { UserCenterPage } from '../components/user-center-page';

const PAGE_SIZE = 20;
const VALID_DAYS = [3, 7, 15, 30] as const;

/** The filters as they stand in the URL (so a filtered list can be shared and survives a reload). */
function filtersOf(sp: URLSearchParams): Partial<ProcurementQuery> {
  const n = (k: string) => (sp.get(k) && Number(sp.get(k)) > 0 ? Number(sp.get(k)) : undefined);
  return {
    keyword: sp.get('keyword') || undefined,
    categoryId: n('categoryId'),
    minQuantity: n('minQuantity'),
    maxQuantity: n('maxQuantity'),
    country: sp.get('country') || undefined,
    validDays: n('validDays'),
    current: n('page') ?? 1,
    size: PAGE_SIZE,
  };
}

interface FilterValues {
  keyword?: string;
  categoryPath?: number[];
  minQuantity?: number | null;
  maxQuantity?: number | null;
  country?: string;
  validDays?: number;
}

/**
 * Procurement centre: open sourcing requests of all buyers (never their contact), filtered by
 * keyword, category, quantity, destination country and how long they stay open; each opens its
 * public detail, where suppliers quote. Buyers post a request or a quick quote from here.
 */
export default function ProcurementCenterPage() {
  const { t, locale, country, quantity } = useSourcingText();
  const [sp, setSp] = useSearchParams();
  const q = filtersOf(sp);
  const list = usePublicRfqs(q);
  const tree = useCategoryTree();
  const [form] = Form.useForm<FilterValues>();
  const countries = useMemo(
    () => RFQ_COUNTRIES.map((code) => ({ value: code, label: country(code) })).sort((a, b) => a.label.localeCompare(b.label)),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [locale],
  );
  const initial: FilterValues = {
    keyword: q.keyword,
    categoryPath: q.categoryId && tree.data ? categoryPathOf(tree.data, q.categoryId) : undefined,
    minQuantity: q.minQuantity,
    maxQuantity: q.maxQuantity,
    country: q.country,
    validDays: q.validDays,
  };
  const apply = (v: FilterValues) => {
    const next: Record<string, string> = {};
    if (v.keyword?.trim()) next.keyword = v.keyword.trim();
    const categoryId = v.categoryPath?.at(-1);
    if (categoryId) next.categoryId = String(categoryId);
    if (v.minQuantity) next.minQuantity = String(v.minQuantity);
    if (v.maxQuantity) next.maxQuantity = String(v.maxQuantity);
    if (v.country) next.country = v.country;
    if (v.validDays) next.validDays = String(v.validDays);
    setSp(next, { replace: true });
  };
  return (
    <UserCenterPage pageKey="procurement">
      <Space style={{ width: '100%', justifyContent: 'flex-end', marginBottom: 12 }} wrap>
        <Button onClick={() => bus.emit('quick-quote', undefined)} data-testid="procurement-quick-quote">
          {t('sourcing.quick.open')}
        </Button>
        <LocaleLink to="/purchase-order">
          <Button type="primary">{t('rfq.list.post')}</Button>
        </LocaleLink>
      </Space>
      <Form<FilterValues>
        key={`${tree.isSuccess}-${sp.toString()}`}
        form={form}
        layout="vertical"
        initialValues={initial}
        onFinish={apply}
        data-testid="procurement-filters"
      >
        <Row gutter={12}>
          <Col xs={24} md={8}>
            <Form.Item name="keyword" label={t('sourcing.procurement.keyword')}>
              <Input allowClear maxLength={100} data-testid="procurement-keyword" />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="categoryPath" label={t('rfq.fields.category')}>
              <Cascader
                options={tree.data ?? []}
                fieldNames={{ label: 'categoryName', value: 'categoryId', children: 'children' }}
                changeOnSelect
                showSearch
                allowClear
                placeholder={t('sourcing.procurement.anyCategory')}
                data-testid="procurement-category"
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="country" label={t('rfq.fields.country')}>
              <Select
                allowClear
                showSearch={{ optionFilterProp: 'label' }}
                options={countries}
                placeholder={t('sourcing.procurement.anyCountry')}
                data-testid="procurement-country"
              />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item name="minQuantity" label={t('sourcing.procurement.minQuantity')}>
              <InputNumber min={1} precision={0} style={{ width: '100%' }} data-testid="procurement-min" />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item name="maxQuantity" label={t('sourcing.procurement.maxQuantity')}>
              <InputNumber min={1} precision={0} style={{ width: '100%' }} data-testid="procurement-max" />
            </Form.Item>
          </Col>
          <Col xs={24} md={6}>
            <Form.Item name="validDays" label={t('sourcing.procurement.validity')}>
              <Select
                allowClear
                options={VALID_DAYS.map((d) => ({ value: d, label: t('sourcing.procurement.openFor', { count: d }) }))}
                placeholder={t('sourcing.procurement.anyValidity')}
                data-testid="procurement-validity"
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={6} style={{ display: 'flex', alignItems: 'flex-end', paddingBottom: 24, gap: 8 }}>
            <Button type="primary" htmlType="submit" data-testid="procurement-apply">
              {t('sourcing.procurement.filter')}
            </Button>
            <Button onClick={() => setSp({}, { replace: true })} data-testid="procurement-reset">
              {t('sourcing.procurement.reset')}
            </Button>
          </Col>
        </Row>
      </Form>
      <QueryStatus query={list}>
        <Table<PublicRfq>
          rowKey="rfqNumber"
          data-testid="procurement-table"
          scroll={{ x: 820 }}
          dataSource={list.data?.records ?? []}
          locale={{ emptyText: t('sourcing.procurement.empty') }}
          onRow={(r) => ({ 'data-testid': 'procurement-row', 'data-number': r.rfqNumber }) as React.HTMLAttributes<HTMLElement>}
          pagination={{
            current: q.current,
            pageSize: PAGE_SIZE,
            total: list.data?.total ?? 0,
            showSizeChanger: false,
            hideOnSinglePage: true,
            onChange: (page) => setSp({ ...Object.fromEntries(sp.entries()), page: String(page) }, { replace: true }),
          }}
          columns={[
            {
              key: 'product',
              title: t('rfq.fields.productName'),
              render: (_, r) => (
                <Space orientation="vertical" size={0}>
                  <LocaleLink to={`/procurement/detail?rfqId=${r.rfqId}`} data-testid="procurement-open">
                    {r.productName}
                  </LocaleLink>
                  <Typography.Text type="secondary">{r.categoryName}</Typography.Text>
                </Space>
              ),
            },
            { key: 'quantity', title: t('rfq.fields.quantity'), render: (_, r) => quantity(r.quantity, r.unit) },
            { key: 'term', title: t('rfq.fields.tradeTerm'), dataIndex: 'tradeTerm' },
            { key: 'country', title: t('rfq.fields.country'), render: (_, r) => `${country(r.country)} · ${r.destination}` },
            { key: 'quotes', title: t('sourcing.management.quotations'), dataIndex: 'quotationCount' },
            {
              key: 'valid',
              title: t('rfq.fields.validUntil'),
              render: (_, r) => (
                <Space orientation="vertical" size={0}>
                  <span>{formatDate(r.validUntil, locale)}</span>
                  <ValidityCountdown until={r.expiresAt} />
                </Space>
              ),
            },
          ]}
        />
      </QueryStatus>
    </UserCenterPage>
  );
}
