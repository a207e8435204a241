import { decimalToMinor, UNIT_DICT_TYPE, type Locale, type Page } from '@mall/shared';
import type { PublicRfq, RfqCreated, RfqDetail, RfqFile, RfqSummary } from '@mall/shared/contracts';
import {
  RFQ_UPLOAD_PURPOSES,
  RFQ_VALIDITY_DEFAULT_DAYS,
  rfqDay,
  type ProcurementQuery,
  type RfqState,
  type RfqSubmit,
} from '@mall/shared/schemas';
import type { AppContext } from '../../context';
import type { Db } from '../../db';
import { iso, langOfLocale as lang, num } from '../../db/sql';
import { consumeCode, type Mailer } from '../accounts';
import { invalidField, ModuleError } from '../../http/messages';
import { claimUpload, readStored, uploadService } from '../uploads';
import { rfqNotFound, rfqNotOpen } from './messages';

/** What the rfq routes need besides the context: the accounts mailer for verification codes. */
export interface RfqDeps {
  ctx: AppContext;
  mailer: Mailer;
}

const DAY_MS = 24 * 3600 * 1000;

/** The state a buyer sees: an open request past its validity date is 'expired' (query-time expiry). */
const STATE = `CASE WHEN r.status = 'inquiring' AND r.expires_at <= now() THEN 'expired' ELSE r.status END`;

const SUMMARY_COLS = (l: 'en' | 'zh') => `r.rfq_id AS "rfqId", r.rfq_number AS "rfqNumber", ${STATE} AS status,
  r.product_name AS "productName", r.category_id AS "categoryId", c.name_${l} AS "categoryName", r.quantity, r.unit,
  r.trade_term AS "tradeTerm", r.currency, r.price_minor AS price, r.max_budget_minor AS "maxBudget", r.country,
  r.destination, to_char(r.valid_until, 'YYYY-MM-DD') AS "validUntil", r.expires_at AS "expiresAt", r.created_at AS "createTime",
  r.closed_at AS "closedAt", r.confirmed_at AS "confirmedAt", r.done_at AS "doneAt",
  jsonb_array_length(r.images) AS "imageCount", r.pdf IS NOT NULL AS "hasPdf",
  (SELECT count(*) FROM quotation q WHERE q.rfq_id = r.rfq_id) AS "quotationCount",
  (SELECT count(*) FROM quotation q WHERE q.rfq_id = r.rfq_id AND q.status = 1 AND q.valid_to > now()) AS "unreadQuotationCount"`;

function summary(r: Record<string, unknown>): RfqSummary {
  return {
    ...(r as unknown as RfqSummary),
    rfqId: num(r.rfqId),
    categoryId: num(r.categoryId),
    quantity: num(r.quantity),
    price: num(r.price),
    maxBudget: num(r.maxBudget),
    imageCount: num(r.imageCount),
    hasPdf: Boolean(r.hasPdf),
    expiresAt: iso(r.expiresAt)!,
    createTime: iso(r.createTime)!,
    closedAt: iso(r.closedAt),
    confirmedAt: iso(r.confirmedAt),
    doneAt: iso(r.doneAt),
    quotationCount: num(r.quotationCount),
    unreadQuotationCount: num(r.unreadQuotationCount),
  };
}

/** The request number: 'RFQ' + UTC date + the id, zero-padded (unique with the id). */
const rfqNumberOf = (id: number, now = Date.now()) => `RFQ${rfqDay(0, now).replace(/-/g, '')}${String(id).padStart(6, '0')}`;

/** Dictionary checks: category from the catalogue tree, unit from the unit dictionary, an enabled currency. */
async function checkReferences(db: Db, input: RfqSubmit): Promise<void> {
  const category = await db.one(`SELECT 1 AS ok FROM category WHERE category_id = $1 AND status = 1`, [input.categoryId]);
  if (!category) throw invalidField('categoryId', 'rfq.categoryUnknown');
  const unit = await db.one(`SELECT 1 AS ok FROM dict_data WHERE dict_type = $1 AND dict_label = $2 AND status = 1`, [
    UNIT_DICT_TYPE,
    input.unit,
  ]);
  if (!unit) throw invalidField('unit', 'rfq.unitUnknown');
  const currency = await db.one(`SELECT 1 AS ok FROM currency WHERE currency_code = $1 AND status = 1`, [input.currency]);
  if (!currency) throw invalidField('currency', 'rfq.currencyUnknown');
}

/** Before the code is spent: every attachment is the buyer's own upload of the right purpose, not refused. */
async function checkFiles(db: Db, userId: string, keys: { key: string; purpose: string }[]): Promise<void> {
  for (const { key, purpose } of keys) {
    const row = await db.one<{ status: number }>(
      `SELECT status FROM upload WHERE file_key = $1 AND owner_id = $2 AND purpose = $3 AND status IN (0, 1)`,
      [key, userId, purpose],
    );
    if (!row) throw new ModuleError('uploads', 'fileNotYours');
  }
}

function minor(field: 'price' | 'maxBudget' | 'annualPurchaseAmount', value: string, currency: string): number {
  let v: number;
  try {
    v = decimalToMinor(value, currency);
  } catch {
    throw invalidField(field, 'rfq.amountDecimals');
  }
  if (v <= 0) throw invalidField(field, 'rfq.amountPositive');
  if (!Number.isSafeInteger(v)) throw invalidField(field, 'rfq.amountFormat');
  return v;
}

/**
 * Posts a sourcing request: references and files are checked first, then the e-mail code is
 * spent (outside the transaction, so a wrong try always counts), then the row is written and the
 * files are claimed in one transaction. The request starts 'inquiring' until its validity date.
 */
export async function submitRfq(deps: RfqDeps, userId: string, input: RfqSubmit): Promise<RfqCreated> {
  const { db } = deps.ctx;
  await checkReferences(db, input);
  const price = minor('price', input.price, input.currency);
  const maxBudget = minor('maxBudget', input.maxBudget, input.currency);
  const annual = input.annualPurchaseAmount ? minor('annualPurchaseAmount', input.annualPurchaseAmount, input.currency) : null;
  const images = [...new Set(input.images)];
  const pdfs = [...new Set(input.pdfs)];
  const files = [
    ...images.map((key) => ({ key, purpose: RFQ_UPLOAD_PURPOSES.image })),
    ...pdfs.map((key) => ({ key, purpose: RFQ_UPLOAD_PURPOSES.pdf })),
  ];
  await checkFiles(db, userId, files);
  const validUntil = input.validUntil ?? rfqDay(RFQ_VALIDITY_DEFAULT_DAYS);
  const expiresAt = new Date(Date.parse(`${validUntil}T00:00:00Z`) + DAY_MS);

  await consumeCode(db, 'rfq', input.email, input.code);

  const svc = await uploadService(deps.ctx);
  return db.tx(async (t) => {
    const idRow = await t.one<{ id: number | string }>(`SELECT nextval(pg_get_serial_sequence('rfq', 'rfq_id')) AS id`);
    const rfqId = num(idRow!.id);
    const rfqNumber = rfqNumberOf(rfqId);
    await t.query(
      `INSERT INTO rfq (rfq_id, rfq_number, user_id, status, product_name, category_id, quantity, unit, trade_term, currency,
         price_minor, max_budget_minor, description, images, pdf, shipping_method, area, country, destination, lead_time_days,
         payment_method, company_name, contact_name, email, purchase_frequency, annual_amount_minor, supplier_type,
         supplier_requirement, china_import_experience, valid_until, expires_at)
       VALUES ($1, $2, $3, 'inquiring', $4, $5, $6, $7, $8, $9, $10, $11, $12, $13::jsonb, $14, $15, $16, $17, $18, $19,
         $20, $21, $22, $23, $24, $25, $26, $27, $28, $29::date, $30::timestamptz)`,
      [
        rfqId,
        rfqNumber,
        userId,
        input.productName,
        input.categoryId,
        Number(input.quantity),
        input.unit,
        input.tradeTerm,
        input.currency,
        price,
        maxBudget,
        input.description,
        JSON.stringify(images),
        pdfs[0] ?? null,
        input.shippingMethod,
        input.area ?? null,
        input.country,
        input.destination,
        input.leadTimeDays ?? null,
        input.paymentMethod,
        input.companyName,
        input.contactName,
        input.email,
        input.purchaseFrequency ?? null,
        annual,
        input.supplierType ?? null,
        input.supplierRequirement,
        input.chinaImportExperience ?? null,
        validUntil,
        expiresAt.toISOString(),
      ],
    );
    for (const f of files)
      await claimUpload({ ...svc, db: t }, { fileKey: f.key, ownerId: userId, purpose: f.purpose, ref: `rfq:${rfqId}` });
    return { rfqId, rfqNumber };
  });
}

/** The buyer's own requests, newest first, optionally in one (effective) state. */
export async function myRfqs(
  db: Db,
  userId: string,
  q: { status?: RfqState; current: number; size: number },
  locale: Locale,
): Promise<Page<RfqSummary>> {
  const where = `r.user_id = $1 AND ($2::text IS NULL OR ${STATE} = $2::text)`;
  const total = await db.one<{ n: number }>(`SELECT count(*)::int AS n FROM rfq r WHERE ${where}`, [userId, q.status ?? null]);
  const rows = await db.query(
    `SELECT ${SUMMARY_COLS(lang(locale))} FROM rfq r JOIN category c ON c.category_id = r.category_id
      WHERE ${where} ORDER BY r.created_at DESC, r.rfq_id DESC LIMIT $3 OFFSET $4`,
    [userId, q.status ?? null, q.size, (q.current - 1) * q.size],
  );
  const n = num(total?.n);
  return { records: rows.map(summary), total: n, pages: Math.ceil(n / q.size), current: q.current, size: q.size };
}

/** How a request is named in a call: its id (pages' links) or its number (what the buyer sees). */
export type RfqRef = { rfqId: number } | { rfqNumber: string };
const refWhere = (ref: RfqRef) => ('rfqId' in ref ? 'r.rfq_id = $1' : 'r.rfq_number = $1');
const refValue = (ref: RfqRef) => ('rfqId' in ref ? ref.rfqId : ref.rfqNumber);

/** One request of its owner; anyone else's (or an unknown one) is A00013. */
export async function rfqDetail(db: Db, userId: string, ref: RfqRef, locale: Locale): Promise<RfqDetail> {
  const r = await db.one(
    `SELECT ${SUMMARY_COLS(lang(locale))}, r.description, r.images, r.pdf, r.shipping_method AS "shippingMethod", r.area,
            r.lead_time_days AS "leadTimeDays", r.payment_method AS "paymentMethod", r.company_name AS "companyName",
            r.contact_name AS "contactName", r.email, r.purchase_frequency AS "purchaseFrequency",
            r.annual_amount_minor AS "annualPurchaseAmount", r.supplier_type AS "supplierType",
            r.supplier_requirement AS "supplierRequirement", r.china_import_experience AS "chinaImportExperience",
            r.reject_reason AS "rejectReason"
       FROM rfq r JOIN category c ON c.category_id = r.category_id
      WHERE ${refWhere(ref)} AND r.user_id = $2`,
    [refValue(ref), userId],
  );
  if (!r) throw rfqNotFound();
  const imageKeys = (typeof r.images === 'string' ? JSON.parse(r.images) : r.images) as string[];
  const keys = [...imageKeys, ...(r.pdf ? [r.pdf as string] : [])];
  const files = keys.length
    ? await db.query<{ fileKey: string; name: string; contentType: string | null }>(
        `SELECT file_key AS "fileKey", original_name AS name, content_type AS "contentType" FROM upload
          WHERE file_key IN (SELECT jsonb_array_elements_text($1::jsonb))`,
        [JSON.stringify(keys)],
      )
    : [];
  const byKey = new Map(files.map((f) => [f.fileKey, f]));
  const file = (k: string): RfqFile => byKey.get(k) ?? { fileKey: k, name: '', contentType: null };
  return {
    ...summary(r),
    description: String(r.description),
    images: imageKeys.map(file),
    pdf: r.pdf ? file(String(r.pdf)) : null,
    shippingMethod: String(r.shippingMethod),
    area: (r.area as string | null) ?? null,
    leadTimeDays: r.leadTimeDays == null ? null : num(r.leadTimeDays),
    paymentMethod: String(r.paymentMethod),
    companyName: String(r.companyName ?? ''),
    contactName: String(r.contactName),
    email: String(r.email),
    purchaseFrequency: (r.purchaseFrequency as string | null) ?? null,
    annualPurchaseAmount: r.annualPurchaseAmount == null ? null : num(r.annualPurchaseAmount),
    supplierType: (r.supplierType as string | null) ?? null,
    supplierRequirement: String(r.supplierRequirement ?? ''),
    chinaImportExperience: (r.chinaImportExperience as boolean | null) ?? null,
    rejectReason: (r.rejectReason as string | null) ?? null,
  };
}

/**
 * Buyer close: only an open (inquiring, not expired) request of its owner becomes 'buyerClosed';
 * the quotations still open on it are closed with it (the buyer has stopped sourcing).
 */
export async function closeRfq(db: Db, userId: string, rfqNumber: string): Promise<void> {
  const done = await db.tx(async (t) => {
    const row = await t.one<{ id: string | number }>(
      `UPDATE rfq SET status = 'buyerClosed', closed_at = now(), updated_at = now()
        WHERE rfq_number = $1 AND user_id = $2 AND status = 'inquiring' AND expires_at > now() RETURNING rfq_id AS id`,
      [rfqNumber, userId],
    );
    if (row)
      await t.query(
        `UPDATE quotation SET status = 5, closed_by = 'buyer', closed_at = now(), updated_at = now() WHERE rfq_id = $1 AND status IN (1, 2)`,
        [row.id],
      );
    return row;
  });
  if (done) return;
  const exists = await db.one(`SELECT 1 AS ok FROM rfq WHERE rfq_number = $1 AND user_id = $2`, [rfqNumber, userId]);
  if (!exists) throw rfqNotFound();
  throw rfqNotOpen();
}

/** An attachment's bytes for the request's owner (PDFs are private; images too are only the owner's here). */
export async function rfqFile(ctx: AppContext, userId: string, rfqNumber: string, fileKey: string) {
  const row = await ctx.db.one(`SELECT 1 AS ok FROM rfq WHERE rfq_number = $1 AND user_id = $2 AND (pdf = $3 OR images ? $3)`, [
    rfqNumber,
    userId,
    fileKey,
  ]);
  if (!row) throw rfqNotFound();
  const file = await readStored(await uploadService(ctx), fileKey);
  if (!file) throw rfqNotFound();
  return file;
}

/**
 * The procurement centre: open requests only, without the buyer's contact, budget or files;
 * filtered by keyword, category (with its sub-categories), quantity, destination country and how
 * long they stay open.
 */
export async function publicRfqs(db: Db, q: ProcurementQuery, locale: Locale): Promise<Page<PublicRfq>> {
  const where = `r.status = 'inquiring' AND r.expires_at > now()
    AND ($1::text IS NULL OR r.product_name ILIKE '%' || $1::text || '%')
    AND ($2::bigint IS NULL OR r.category_id IN (
          SELECT c1.category_id FROM category c1 LEFT JOIN category c2 ON c2.category_id = c1.parent_id
           WHERE c1.category_id = $2::bigint OR c1.parent_id = $2::bigint OR c2.parent_id = $2::bigint))
    AND ($3::bigint IS NULL OR r.quantity >= $3::bigint) AND ($4::bigint IS NULL OR r.quantity <= $4::bigint)
    AND ($5::text IS NULL OR r.country = $5::text)
    AND ($6::int IS NULL OR r.expires_at >= now() + $6::int * interval '1 day')`;
  const keyword = q.keyword ? q.keyword.replace(/[\\%_]/g, (c) => `\\${c}`) : null;
  const params = [keyword, q.categoryId ?? null, q.minQuantity ?? null, q.maxQuantity ?? null, q.country ?? null, q.validDays ?? null];
  const total = await db.one<{ n: number }>(`SELECT count(*)::int AS n FROM rfq r WHERE ${where}`, params);
  const rows = await db.query<Record<string, unknown>>(
    `SELECT ${PUBLIC_COLS(lang(locale))} FROM rfq r JOIN category c ON c.category_id = r.category_id
      WHERE ${where} ORDER BY r.created_at DESC, r.rfq_id DESC LIMIT $7 OFFSET $8`,
    [...params, q.size, (q.current - 1) * q.size],
  );
  const n = num(total?.n);
  return { records: rows.map(publicRfq), total: n, pages: Math.ceil(n / q.size), current: q.current, size: q.size };
}

/** What anyone may see of a request (the procurement centre). */
export const PUBLIC_COLS = (l: 'en' | 'zh') => `r.rfq_id AS "rfqId", r.rfq_number AS "rfqNumber", r.product_name AS "productName",
  r.category_id AS "categoryId", c.name_${l} AS "categoryName", r.quantity, r.unit, r.trade_term AS "tradeTerm", r.country,
  r.destination, to_char(r.valid_until, 'YYYY-MM-DD') AS "validUntil", r.expires_at AS "expiresAt", r.created_at AS "createTime",
  (SELECT count(*) FROM quotation q WHERE q.rfq_id = r.rfq_id) AS "quotationCount"`;

export const publicRfq = (r: Record<string, unknown>): PublicRfq => ({
  rfqId: num(r.rfqId),
  rfqNumber: String(r.rfqNumber),
  productName: String(r.productName),
  categoryId: num(r.categoryId),
  categoryName: String(r.categoryName ?? ''),
  quantity: num(r.quantity),
  unit: String(r.unit),
  tradeTerm: String(r.tradeTerm),
  country: String(r.country),
  destination: String(r.destination),
  validUntil: String(r.validUntil),
  expiresAt: iso(r.expiresAt)!,
  createTime: iso(r.createTime)!,
  quotationCount: num(r.quotationCount),
});
