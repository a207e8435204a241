import { useState } from 'react';
import {
  Alert,
  App,
  Badge,
  Button,
  Card,
  Col,
  Empty,
  Flex,
  Image,
  Input,
  Pagination,
  Popconfirm,
  Row,
  Space,
  Tabs,
  Typography,
} from 'antd';
import { useSearchParams } from '@mall/shared/router';
import { errorText, formatDateTime, resolveImage, showError } from '@mall/shared';
import { countWords, INQUIRY_REPLY_WORDS, INQUIRY_STATES, inquiryReplySchema, type InquiryState } from '@mall/shared/schemas';
import { LocaleLink, QueryStatus } from '@mall/shared/ui';
import type { InquiryDetail, InquirySummary } from '@mall/shared/contracts';
import { useCloseInquiry, useInquiries, useInquiry, useReplyInquiry } from '../api/inquiries';
import { useSourcingText } from '../components/sourcing/sourcing-text';
import { InquiryStatusTag, QuotationStatusTag } from '../components/sourcing/status-tags';
import { UserCenterPage } from '../components/user-center-page';

const PAGE_SIZE = 10;
const TABS = ['all', ...INQUIRY_STATES] as const;

/** My inquiries: by state, newest message first; the chosen one with its thread, quotation and a reply box. */
export default function MyInquiriesPage() {
  const { t } = useSourcingText();
  const [sp, setSp] = useSearchParams();
  const tab = (TABS as readonly string[]).includes(sp.get('status') ?? '') ? (sp.get('status') as (typeof TABS)[number]) : 'all';
  const status = tab === 'all' ? undefined : (tab as InquiryState);
  const current = Math.max(1, Number(sp.get('page')) || 1);
  const selected = Number(sp.get('inquiryId')) || 0;
  const list = useInquiries(status, current, PAGE_SIZE);
  const go = (patch: Record<string, string | undefined>) => {
    const next = {
      status: tab === 'all' ? undefined : tab,
      page: current > 1 ? String(current) : undefined,
      inquiryId: selected ? String(selected) : undefined,
      ...patch,
    };
    setSp(Object.fromEntries(Object.entries(next).filter(([, v]) => v)) as Record<string, string>, { replace: true });
  };
  return (
    <UserCenterPage pageKey="ucInquiry">
      <Tabs
        activeKey={tab}
        onChange={(key) => go({ status: key === 'all' ? undefined : key, page: undefined })}
        items={TABS.map((key) => ({
          key,
          label: <span data-testid={`inquiry-tab-${key}`}>{key === 'all' ? t('rfq.list.all') : t(`sourcing.inquiryStates.${key}`)}</span>,
        }))}
      />
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={10}>
          <QueryStatus query={list}>
            {list.data?.records.length ? (
              <Space orientation="vertical" size={8} style={{ width: '100%' }}>
                {list.data.records.map((i) => (
                  <InquiryCard
                    key={i.inquiryId}
                    inquiry={i}
                    active={i.inquiryId === selected}
                    onOpen={() => go({ inquiryId: String(i.inquiryId) })}
                  />
                ))}
                {list.data.total > PAGE_SIZE && (
                  <Pagination
                    size="small"
                    current={current}
                    pageSize={PAGE_SIZE}
                    total={list.data.total}
                    showSizeChanger={false}
                    onChange={(page) => go({ page: String(page) })}
                  />
                )}
              </Space>
            ) : (
              <Empty description={t('sourcing.inquiry.empty')} data-testid="inquiry-empty" />
            )}
          </QueryStatus>
        </Col>
        <Col xs={24} lg={14}>
          {selected ? <InquiryThread inquiryId={selected} /> : <Empty description={t('sourcing.inquiry.choose')} />}
        </Col>
      </Row>
    </UserCenterPage>
  );
}

function InquiryCard({ inquiry: i, active, onOpen }: { inquiry: InquirySummary; active: boolean; onOpen: () => void }) {
  const { t, locale } = useSourcingText();
  return (
    <Card
      size="small"
      hoverable
      onClick={onOpen}
      style={active ? { borderColor: '#e4393c' } : undefined}
      data-testid="inquiry-card"
      data-inquiry-id={i.inquiryId}
      data-status={i.status}
    >
      <Flex gap={12} align="start">
        <Badge dot={i.buyerUnread} title={t('sourcing.inquiry.newAnswer')}>
          <Image src={resolveImage(i.pic)} width={48} height={48} preview={false} alt="" />
        </Badge>
        <Space orientation="vertical" size={2} style={{ flex: 1, minWidth: 0 }}>
          <Flex justify="space-between" gap={8} wrap>
            <Typography.Text strong ellipsis>
              {i.shopName}
            </Typography.Text>
            <InquiryStatusTag status={i.status} />
          </Flex>
          <Typography.Text type="secondary" ellipsis>
            {i.subject}
          </Typography.Text>
          <Typography.Text ellipsis data-testid="inquiry-last">
            {i.lastMessage}
          </Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {formatDateTime(i.lastMessageAt, locale)}
          </Typography.Text>
        </Space>
      </Flex>
    </Card>
  );
}

/** One inquiry: what it is about, the messages both ways, the supplier's quotation, a follow-up box. */
function InquiryThread({ inquiryId }: { inquiryId: number }) {
  const { t } = useSourcingText();
  const detail = useInquiry(inquiryId);
  if (detail.isError) return <Alert type="warning" showIcon title={errorText(detail.error)} data-testid="inquiry-missing" />;
  return (
    <QueryStatus query={detail} rows={8}>
      {detail.data ? <Thread inquiry={detail.data} /> : <Empty description={t('sourcing.inquiry.choose')} />}
    </QueryStatus>
  );
}

function Thread({ inquiry: i }: { inquiry: InquiryDetail }) {
  const { t, locale, money, inSelected, quantity } = useSourcingText();
  const { message } = App.useApp();
  const reply = useReplyInquiry();
  const close = useCloseInquiry();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const open = i.status !== 'closed';
  const send = () => {
    const parsed = inquiryReplySchema.safeParse({ inquiryId: i.inquiryId, message: text });
    if (!parsed.success) return setError(t(parsed.error.issues[0]!.message, { ns: 'common' }));
    reply.mutate(parsed.data, {
      onSuccess: () => {
        setText('');
        setError(null);
        void message.success(t('sourcing.inquiry.sent'));
      },
      onError: (err) => showError(err, (m) => setError(m)),
    });
  };
  return (
    <Card
      size="small"
      data-testid="inquiry-thread"
      data-status={i.status}
      title={
        <Space wrap>
          {i.prodId ? (
            <LocaleLink to={`/products/detail/${i.prodId}`}>{i.subject}</LocaleLink>
          ) : (
            <LocaleLink to={`/shop/${i.shopId}`}>{i.shopName}</LocaleLink>
          )}
          <InquiryStatusTag status={i.status} />
        </Space>
      }
      extra={
        open && (
          <Popconfirm
            title={t('sourcing.inquiry.closeConfirm')}
            okText={t('rfq.form.yes')}
            cancelText={t('rfq.form.no')}
            onConfirm={() => close.mutate(i.inquiryId, { onError: (err) => showError(err, (m) => void message.warning(m)) })}
          >
            <Button size="small" danger loading={close.isPending} data-testid="inquiry-close">
              {t('sourcing.inquiry.close')}
            </Button>
          </Popconfirm>
        )
      }
    >
      <Typography.Paragraph type="secondary">
        {t('sourcing.inquiry.about', { shop: i.shopName })}
        {i.skuName ? ` · ${i.skuName}` : ''}
        {i.quantity != null ? ` · ${quantity(i.quantity, i.unit)}` : ''}
      </Typography.Paragraph>
      <Space orientation="vertical" size={8} style={{ width: '100%' }} data-testid="inquiry-messages">
        {i.messages.map((m) => (
          <Flex key={m.messageId} justify={m.sender === 'buyer' ? 'flex-end' : 'flex-start'}>
            <div
              data-testid="inquiry-message"
              data-sender={m.sender}
              style={{
                maxWidth: '80%',
                padding: '8px 12px',
                borderRadius: 8,
                background: m.sender === 'buyer' ? '#fff1f0' : '#f5f5f5',
                whiteSpace: 'pre-wrap',
                overflowWrap: 'anywhere',
              }}
            >
              <Typography.Text type="secondary" style={{ fontSize: 12, display: 'block' }}>
                {m.sender === 'buyer' ? t('sourcing.inquiry.you') : i.shopName} · {formatDateTime(m.createTime, locale)}
              </Typography.Text>
              {m.body}
            </div>
          </Flex>
        ))}
      </Space>
      {i.quotation && (
        <Card size="small" style={{ marginTop: 12 }} data-testid="inquiry-quotation" title={t('sourcing.inquiry.quotation')}>
          <Space wrap>
            <QuotationStatusTag statusKey={i.quotation.statusKey} status={i.quotation.status} />
            <Typography.Text strong>{money(i.quotation.unitPrice, i.quotation.currency)}</Typography.Text>
            <Typography.Text type="secondary">≈ {inSelected(i.quotation.unitPrice, i.quotation.currency)}</Typography.Text>
            <span>
              {t('sourcing.fields.moq')}: {quantity(i.quotation.moq, i.quotation.unit)}
            </span>
            <LocaleLink to={`/user-center/uc-quotation/detail?quotationId=${i.quotation.quotationId}`} data-testid="inquiry-quotation-open">
              {t('sourcing.inquiry.viewQuotation')}
            </LocaleLink>
          </Space>
        </Card>
      )}
      {open ? (
        <Space orientation="vertical" style={{ width: '100%', marginTop: 12 }}>
          <Input.TextArea
            rows={3}
            value={text}
            onChange={(e) => {
              setText(e.target.value);
              setError(null);
            }}
            placeholder={t('sourcing.inquiry.replyPlaceholder')}
            data-testid="inquiry-reply-text"
          />
          <Flex justify="space-between" align="center">
            <Typography.Text type={countWords(text) > INQUIRY_REPLY_WORDS ? 'danger' : 'secondary'}>
              {t('sourcing.words', { count: countWords(text), max: INQUIRY_REPLY_WORDS })}
            </Typography.Text>
            <Button type="primary" onClick={send} loading={reply.isPending} data-testid="inquiry-reply-send">
              {t('sourcing.inquiry.send')}
            </Button>
          </Flex>
          {error && <Alert type="error" showIcon title={error} data-testid="inquiry-reply-error" />}
        </Space>
      ) : (
        <Alert
          style={{ marginTop: 12 }}
          type="info"
          showIcon
          title={t(i.closedBy === 'merchant' ? 'sourcing.inquiry.closedBySupplier' : 'sourcing.inquiry.closedByYou')}
        />
      )}
    </Card>
  );
}
