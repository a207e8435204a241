import { useState } from 'react';
import { Alert, App, Button, Card, DatePicker, Empty, Modal, Popconfirm, Space, Table, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useSearchParams } from '@mall/shared/router';
import { errorText, formatDateTime, showError } from '@mall/shared';
import { RFQ_VALIDITY_MAX_DAYS } from '@mall/shared/schemas';
import { LocaleLink, QueryStatus } from '@mall/shared/ui';
import type { QuotationView, RfqDetail } from '@mall/shared/contracts';
import { cancelRfq, closeRfq, extendRfq, useRfq, useRfqAction } from '../api/rfq';
import { useQuotations } from '../api/quotations';
import { RfqStatusTag } from '../components/rfq/rfq-status-tag';
import { rfqFieldError } from '../components/rfq/rfq-rules';
import { DetailFrame } from '../components/sourcing/detail-frame';
import { RfqDetails } from '../components/sourcing/rfq-details';
import { useSourcingText } from '../components/sourcing/sourcing-text';
import { QuotationStatusTag } from '../components/sourcing/status-tags';
import { ValidityCountdown } from '../components/sourcing/validity-countdown';
import { UserCenterPage } from '../components/user-center-page';

/** /user-center/uc-sourcing/detail?rfqId=: one of the buyer's requests, its quotations and what can be done now. */
export default function RfqDetailPage() {
  const [sp] = useSearchParams();
  const rfqId = Number(sp.get('rfqId')) || 0;
  const rfq = useRfq(rfqId);
  const { t } = useSourcingText();
  return (
    <UserCenterPage pageKey="ucSourcingDetail">
      <DetailFrame
        hasId={!!rfqId}
        query={rfq}
        noIdTitle={t('sourcing.detail.noRequest')}
        back="/user-center/uc-sourcing"
        backText={t('sourcing.detail.toList')}
        missingTestId="rfq-detail-missing"
        rows={10}
      >
        {rfq.data && <RfqDetailView rfq={rfq.data} />}
      </DetailFrame>
    </UserCenterPage>
  );
}

function RfqDetailView({ rfq }: { rfq: RfqDetail }) {
  const { t } = useSourcingText();
  const { message } = App.useApp();
  const close = useRfqAction(closeRfq);
  const cancel = useRfqAction(cancelRfq);
  const [extending, setExtending] = useState(false);
  const open = rfq.status === 'inquiring';
  const reopenable = open || rfq.status === 'expired';
  const done = (key: string) => () => void message.success(t(key));
  const failed = (err: unknown) => showError(err, (text) => void message.warning(text));
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }} data-testid="rfq-detail" data-status={rfq.status}>
      <Card
        size="small"
        title={
          <Space wrap>
            <Typography.Text strong>{rfq.productName}</Typography.Text>
            <RfqStatusTag status={rfq.status} />
            {open && <ValidityCountdown until={rfq.expiresAt} testId="rfq-countdown" />}
          </Space>
        }
        extra={
          <Space wrap>
            {reopenable && (
              <Button onClick={() => setExtending(true)} data-testid="rfq-extend">
                {t('sourcing.detail.extend')}
              </Button>
            )}
            {reopenable && rfq.quotationCount === 0 && (
              <Popconfirm
                title={t('sourcing.detail.cancelConfirm')}
                okText={t('rfq.form.yes')}
                cancelText={t('rfq.form.no')}
                onConfirm={() => cancel.mutate([rfq.rfqNumber], { onSuccess: done('sourcing.detail.canceled'), onError: failed })}
              >
                <Button danger loading={cancel.isPending} data-testid="rfq-cancel">
                  {t('sourcing.detail.cancel')}
                </Button>
              </Popconfirm>
            )}
            {open && (
              <Popconfirm
                title={t('rfq.list.closeConfirm')}
                okText={t('rfq.form.yes')}
                cancelText={t('rfq.form.no')}
                onConfirm={() => close.mutate([rfq.rfqNumber], { onSuccess: done('rfq.list.closed'), onError: failed })}
              >
                <Button danger loading={close.isPending} data-testid="rfq-close">
                  {t('rfq.list.close')}
                </Button>
              </Popconfirm>
            )}
          </Space>
        }
      >
        {rfq.status === 'closed' && rfq.rejectReason && (
          <Alert
            type="error"
            showIcon
            style={{ marginBottom: 12 }}
            title={t('sourcing.detail.closedByPlatform')}
            description={rfq.rejectReason}
            data-testid="rfq-reject-reason"
          />
        )}
        {rfq.status === 'expired' && (
          <Alert type="warning" showIcon style={{ marginBottom: 12 }} title={t('sourcing.detail.expiredHint')} />
        )}
        <RfqDetails rfq={rfq} />
      </Card>
      <RfqQuotations rfq={rfq} />
      <ExtendDialog rfq={rfq} open={extending} onClose={() => setExtending(false)} />
    </Space>
  );
}

/** The quotations this request received, each with a link to its detail and the comparison. */
function RfqQuotations({ rfq }: { rfq: RfqDetail }) {
  const { t, locale, money, inSelected, quantity } = useSourcingText();
  const list = useQuotations(undefined, rfq.rfqId, 1, 50);
  return (
    <Card size="small" title={t('sourcing.detail.quotations', { count: rfq.quotationCount })} data-testid="rfq-quotations">
      <QueryStatus query={list}>
        {list.data?.records.length ? (
          <Table<QuotationView>
            rowKey="quotationId"
            size="small"
            pagination={false}
            scroll={{ x: 760 }}
            dataSource={list.data.records}
            onRow={(q) => ({ 'data-testid': 'rfq-quotation-row', 'data-shop-id': q.supplier.shopId }) as React.HTMLAttributes<HTMLElement>}
            columns={[
              { key: 'supplier', title: t('sourcing.fields.supplier'), render: (_, q) => q.supplier.shopName },
              {
                key: 'price',
                title: t('sourcing.fields.unitPrice'),
                render: (_, q) => (
                  <Space orientation="vertical" size={0}>
                    <span>{money(q.unitPrice, q.currency)}</span>
                    <Typography.Text type="secondary">≈ {inSelected(q.unitPrice, q.currency)}</Typography.Text>
                  </Space>
                ),
              },
              { key: 'moq', title: t('sourcing.fields.moq'), render: (_, q) => quantity(q.moq, q.unit) },
              { key: 'term', title: t('rfq.fields.tradeTerm'), dataIndex: 'tradeTerm' },
              { key: 'valid', title: t('sourcing.fields.validTo'), render: (_, q) => formatDateTime(q.validTo, locale) },
              {
                key: 'status',
                title: t('sourcing.fields.status'),
                render: (_, q) => <QuotationStatusTag statusKey={q.statusKey} status={q.status} />,
              },
              {
                key: 'open',
                title: '',
                render: (_, q) => (
                  <LocaleLink to={`/user-center/uc-quotation/detail?quotationId=${q.quotationId}`} data-testid="rfq-quotation-open">
                    {t('sourcing.detail.compare')}
                  </LocaleLink>
                ),
              },
            ]}
          />
        ) : (
          <Empty description={t('sourcing.detail.noQuotations')} data-testid="rfq-no-quotations" />
        )}
      </QueryStatus>
    </Card>
  );
}

/** A later validity date (today .. 90 days), checked with the shared schema before it is sent. */
function ExtendDialog({ rfq, open, onClose }: { rfq: RfqDetail; open: boolean; onClose: () => void }) {
  const { t, locale } = useSourcingText();
  const { message } = App.useApp();
  const extend = useRfqAction(extendRfq);
  const today = dayjs().startOf('day');
  const [date, setDate] = useState<Dayjs | null>(null);
  const [error, setError] = useState<string | null>(null);
  const submit = () => {
    const value = date?.format('YYYY-MM-DD');
    const problem = rfqFieldError('validUntil', value, locale) ?? (value ? null : t('sourcing.detail.chooseDate'));
    if (problem) return setError(problem);
    extend.mutate([rfq.rfqNumber, value!], {
      onSuccess: () => {
        void message.success(t('sourcing.detail.extended'));
        onClose();
      },
      onError: (err) => setError(errorText(err)),
    });
  };
  return (
    <Modal
      open={open}
      title={t('sourcing.detail.extend')}
      onCancel={onClose}
      onOk={submit}
      okText={t('sourcing.detail.extend')}
      cancelText={t('sourcing.cancel')}
      confirmLoading={extend.isPending}
      destroyOnHidden
    >
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Typography.Text type="secondary">
          {t('sourcing.detail.extendHint', { date: rfq.validUntil, max: RFQ_VALIDITY_MAX_DAYS })}
        </Typography.Text>
        <DatePicker
          style={{ width: '100%' }}
          value={date}
          onChange={(d) => {
            setDate(d);
            setError(null);
          }}
          disabledDate={(d) => d.isBefore(today) || d.isAfter(today.add(RFQ_VALIDITY_MAX_DAYS, 'day'))}
          data-testid="rfq-extend-date"
        />
        {error && <Alert type="error" showIcon title={error} data-testid="rfq-extend-error" />}
      </Space>
    </Modal>
  );
}
