import type { Locale, Page } from '@mall/shared';
import type { QuotationRevision, QuotationView, RfqFile } from '@mall/shared/contracts';
import { quotationStateKey } from '@mall/shared/schemas';
import type { Db } from '../../db';
import { iso, langOfLocale, num } from '../../db/sql';
import { localize, type Bilingual, pick } from '../shops';

/**
 * How quotations are read: the effective state (an open quotation past its validity reads as
 * expired, whether or not the sweeper has stored it yet), the supplier from the quotation's own
 * record and the shop's response data, the product and what was asked for.
 */
export const EFFECTIVE_STATUS = `CASE WHEN q.status IN (1, 2) AND q.valid_to <= now() THEN 3 ELSE q.status END`;

const COLS = (l: 'en' | 'zh') => `q.quotation_id, ${EFFECTIVE_STATUS} AS status, q.rfq_id, r.rfq_number, q.inquiry_id,
  coalesce(r.product_name, ip.name_${l}, s.shop_name_${l}) AS subject, coalesce(r.unit, i.unit) AS unit,
  q.prod_id, q.sku_id, p.name_${l} AS prod_name, k.sku_name_${l} AS sku_name, coalesce(k.pic, p.pic) AS pic,
  q.unit_price_minor, q.currency, q.moq, q.trade_term, q.delivery_port, q.payment_method, q.sample_offered, q.valid_to, q.note,
  q.attachments, q.supplier, q.shop_id, s.shop_name_${l} AS shop_name, s.logo, s.region_${l} AS region, s.self_operated,
  s.years_in_business, s.response_rate, s.response_hours, q.revision, q.created_at, q.updated_at, q.read_at, q.closed_by,
  q.order_number, q.confirmed_quantity`;

export const FROM = `quotation q JOIN shop s ON s.shop_id = q.shop_id
  LEFT JOIN rfq r ON r.rfq_id = q.rfq_id
  LEFT JOIN inquiry i ON i.inquiry_id = q.inquiry_id LEFT JOIN product ip ON ip.prod_id = i.prod_id
  LEFT JOIN product p ON p.prod_id = q.prod_id LEFT JOIN sku k ON k.sku_id = q.sku_id`;

type Row = Record<string, unknown>;
const keysOf = (v: unknown): string[] => (typeof v === 'string' ? (JSON.parse(v) as string[]) : ((v as string[] | null) ?? []));
const jsonOf = <T>(v: unknown): T => (typeof v === 'string' ? (JSON.parse(v) as T) : (v as T));

/** Name and type of attached files, by key (one query for a whole list). */
async function filesByKey(db: Db, keys: string[]): Promise<Map<string, RfqFile>> {
  if (!keys.length) return new Map();
  const rows = await db.query<RfqFile>(
    `SELECT file_key AS "fileKey", original_name AS name, content_type AS "contentType" FROM upload
      WHERE file_key IN (SELECT jsonb_array_elements_text($1::jsonb))`,
    [JSON.stringify([...new Set(keys)])],
  );
  return new Map(rows.map((f) => [f.fileKey, f]));
}

function shape(r: Row, files: Map<string, RfqFile>, locale: Locale): QuotationView {
  const supplier = localize(jsonOf<Record<string, Bilingual | string>>(r.supplier) ?? {}, locale) as Record<string, string | undefined>;
  const status = num(r.status);
  return {
    quotationId: num(r.quotation_id),
    status,
    statusKey: quotationStateKey(status),
    rfqId: r.rfq_id == null ? null : num(r.rfq_id),
    rfqNumber: (r.rfq_number as string | null) ?? null,
    inquiryId: r.inquiry_id == null ? null : num(r.inquiry_id),
    subject: String(r.subject ?? ''),
    prodId: r.prod_id == null ? null : num(r.prod_id),
    skuId: r.sku_id == null ? null : num(r.sku_id),
    prodName: (r.prod_name as string | null) ?? null,
    skuName: (r.sku_name as string | null) ?? null,
    pic: (r.pic as string | null) ?? null,
    unitPrice: num(r.unit_price_minor),
    currency: String(r.currency),
    moq: num(r.moq),
    unit: (r.unit as string | null) ?? null,
    tradeTerm: String(r.trade_term),
    deliveryPort: String(r.delivery_port),
    paymentMethod: String(r.payment_method),
    sampleOffered: Boolean(r.sample_offered),
    validTo: iso(r.valid_to)!,
    note: String(r.note ?? ''),
    attachments: keysOf(r.attachments).map((k) => files.get(k) ?? { fileKey: k, name: '', contentType: null }),
    supplier: {
      shopId: num(r.shop_id),
      shopName: String(r.shop_name ?? ''),
      logo: (r.logo as string | null) ?? null,
      sender: supplier.sender ?? '',
      companyName: supplier.companyName ?? '',
      companyType: supplier.companyType ?? '',
      companyAddress: supplier.companyAddress ?? '',
      email: supplier.email ?? '',
      region: (r.region as string | null) ?? null,
      selfOperated: Boolean(r.self_operated),
      yearsInBusiness: r.years_in_business == null ? null : num(r.years_in_business),
      responseRate: r.response_rate == null ? null : num(r.response_rate),
      responseHours: r.response_hours == null ? null : num(r.response_hours),
    },
    revision: num(r.revision),
    createTime: iso(r.created_at)!,
    updateTime: iso(r.updated_at)!,
    readAt: iso(r.read_at),
    closedBy: (r.closed_by as string | null) ?? null,
    orderNumber: (r.order_number as string | null) ?? null,
    confirmedQuantity: r.confirmed_quantity == null ? null : num(r.confirmed_quantity),
    orderable: r.sku_id != null,
  };
}

/** Quotations matching `where` (SQL over q/r/i with $n params), shaped for the reader's language. */
export async function readQuotations(
  db: Db,
  locale: Locale,
  where: string,
  params: unknown[],
  tail = 'ORDER BY q.updated_at DESC, q.quotation_id DESC',
): Promise<QuotationView[]> {
  const rows = await db.query<Row>(`SELECT ${COLS(langOfLocale(locale))} FROM ${FROM} WHERE ${where} ${tail}`, params);
  const files = await filesByKey(
    db,
    rows.flatMap((r) => keysOf(r.attachments)),
  );
  return rows.map((r) => shape(r, files, locale));
}

/** One page of quotations matching `where`. */
export async function pageQuotations(
  db: Db,
  locale: Locale,
  where: string,
  params: unknown[],
  current: number,
  size: number,
): Promise<Page<QuotationView>> {
  const total = num((await db.one<{ n: number }>(`SELECT count(*)::int AS n FROM ${FROM} WHERE ${where}`, params))?.n);
  const n = params.length;
  const records = await readQuotations(
    db,
    locale,
    where,
    [...params, size, (current - 1) * size],
    `ORDER BY q.updated_at DESC, q.quotation_id DESC LIMIT $${n + 1} OFFSET $${n + 2}`,
  );
  return { records, total, pages: Math.ceil(total / size), current, size };
}

/** The terms each revision replaced, oldest first. */
export async function revisionsOf(db: Db, quotationId: number): Promise<QuotationRevision[]> {
  const rows = await db.query<{ revision: number; terms: unknown; sentAt: unknown }>(
    `SELECT revision, terms, sent_at AS "sentAt" FROM quotation_revision WHERE quotation_id = $1 ORDER BY revision`,
    [quotationId],
  );
  return rows.map((r) => {
    const t = jsonOf<Record<string, unknown>>(r.terms);
    return {
      revision: num(r.revision),
      unitPrice: num(t.unitPrice),
      currency: String(t.currency),
      moq: num(t.moq),
      tradeTerm: String(t.tradeTerm),
      deliveryPort: String(t.deliveryPort),
      paymentMethod: String(t.paymentMethod),
      sampleOffered: Boolean(t.sampleOffered),
      validTo: iso(t.validTo)!,
      note: String(t.note ?? ''),
      sentAt: iso(r.sentAt)!,
    };
  });
}

/** The supplier's record on a quotation, from the shop's details: bilingual where the shop's texts are. */
export async function supplierRecord(db: Db, shopId: number): Promise<Record<string, unknown>> {
  const d = await db.one<{ company: unknown; contacts: unknown; email: string | null; nameEn: string; nameZh: string }>(
    `SELECT d.company, d.contacts, d.email, s.shop_name_en AS "nameEn", s.shop_name_zh AS "nameZh"
       FROM shop s LEFT JOIN shop_detail d ON d.shop_id = s.shop_id WHERE s.shop_id = $1`,
    [shopId],
  );
  const company = jsonOf<Record<string, Bilingual | string | undefined>>(d?.company) ?? {};
  const contacts = jsonOf<{ name?: Bilingual | string; email?: string }[]>(d?.contacts) ?? [];
  const shopName: Bilingual = { en: d?.nameEn ?? '', zh_CN: d?.nameZh ?? '' };
  return {
    sender: contacts[0]?.name ?? shopName,
    companyName: company.companyName ?? shopName,
    companyType: company.businessType ?? '',
    companyAddress: company.address ?? '',
    email: contacts[0]?.email ?? d?.email ?? '',
  };
}

/** A supplier record worded in one language (notices). */
export const shopNameOf = async (db: Db, shopId: number, locale: Locale): Promise<string> => {
  const s = await db.one<{ en: string; zh: string }>(`SELECT shop_name_en AS en, shop_name_zh AS zh FROM shop WHERE shop_id = $1`, [
    shopId,
  ]);
  return s ? pick({ en: s.en, zh_CN: s.zh }, locale) : '';
};
