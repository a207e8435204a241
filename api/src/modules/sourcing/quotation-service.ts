import { decimalToMinor, minorToDecimalString, RESPONSE_CODES, type Locale, type Page } from '@mall/shared';
import type { QuotationConfirmed, QuotationDetail, QuotationSent, QuotationView } from '@mall/shared/contracts';
import {
  QUOTATION_STATUS,
  QUOTATION_UPLOAD_PURPOSE,
  validityInstant,
  type QuotationConfirm,
  type QuotationPageQuery,
  type QuotationSubmit,
} from '@mall/shared/schemas';
import type { AppContext } from '../../context';
import { toBaseCurrency } from '../system/rates';
import type { Db } from '../../db';
import { num } from '../../db/sql';
import { merchantOwner, submitOrder, type CheckoutSettings, type OrderEvent, type SubmitParams } from '../checkout';
import { claimUpload, readStored, uploadService } from '../uploads';
import { invalidField } from '../../http/messages';
import { fieldError, quotationNotFound, sourcingError } from './messages';
import { notifyBuyer } from './notices';
import { EFFECTIVE_STATUS, pageQuotations, readQuotations, revisionsOf, supplierRecord } from './quotation-views';

/** The merchant side of a request: who is quoting, for which shop. */
export interface MerchantActor {
  merchantId: string;
  shopId: number | null;
}

const S = QUOTATION_STATUS;
const OPEN = [S.unread, S.read] as number[];

/** The state refusal of a quotation that is not open for what was asked. */
function notOpen(status: number, expired: boolean) {
  if (status === S.closed) return sourcingError('quotationClosed');
  if (status === S.confirmed || status === S.completed) return sourcingError('quotationConfirmed', { code: RESPONSE_CODES.REPEAT_ORDER });
  if (status === S.expired || expired) return sourcingError('quotationExpired');
  return sourcingError('quotationClosed');
}

/** Minor units of a typed amount in its currency; a bad amount names the field. */
function minorOf(value: string, currency: string): number {
  let v: number;
  try {
    v = decimalToMinor(value, currency);
  } catch {
    throw invalidField('unitPrice', 'rfq.amountDecimals');
  }
  if (v <= 0) throw invalidField('unitPrice', 'rfq.amountPositive');
  if (!Number.isSafeInteger(v)) throw invalidField('unitPrice', 'rfq.amountFormat');
  return v;
}

/** The product and SKU a quotation names: the shop's own, on shelf; a single-SKU product needs no SKU. */
async function productOf(t: Db, shopId: number, prodId?: number, skuId?: number): Promise<{ prodId: number | null; skuId: number | null }> {
  if (prodId == null) return { prodId: null, skuId: null };
  const p = await t.one(`SELECT 1 AS ok FROM product WHERE prod_id = $1 AND shop_id = $2 AND status = 1`, [prodId, shopId]);
  if (!p) throw fieldError('prodId', 'productNotInShop');
  const skus = await t.query<{ skuId: string | number }>(
    `SELECT sku_id AS "skuId" FROM sku WHERE prod_id = $1 AND status = 1 ORDER BY sku_id`,
    [prodId],
  );
  if (skuId != null) {
    if (!skus.some((s) => num(s.skuId) === skuId)) throw fieldError('skuId', 'skuNotInProduct');
    return { prodId, skuId };
  }
  if (skus.length === 1) return { prodId, skuId: num(skus[0]!.skuId) };
  throw fieldError('skuId', 'skuRequired');
}

/** What a quotation answers, locked: an open RFQ not the quoting shop's own, or an open inquiry to the shop. */
async function lockTarget(t: Db, shopId: number, input: QuotationSubmit) {
  if (input.rfqId != null) {
    const r = await t.one<{ userId: string; open: boolean; productName: string; own: boolean }>(
      `SELECT r.user_id AS "userId", r.product_name AS "productName",
              (r.status = 'inquiring' AND r.expires_at > now()) AS open,
              EXISTS (SELECT 1 FROM shop_apply a WHERE a.shop_id = $2 AND a.user_id = r.user_id) AS own
         FROM rfq r WHERE r.rfq_id = $1 AND r.status NOT IN ('closed', 'canceled') FOR UPDATE OF r`,
      [input.rfqId, shopId],
    );
    // A shop's own request is, to that shop, simply not there (A00013), like another buyer's data.
    if (!r || r.own) throw sourcingError(r ? 'ownRfq' : 'rfqNotFound', { code: RESPONSE_CODES.NOT_FOUND });
    if (!r.open) throw sourcingError('rfqNotOpen');
    return { userId: r.userId, subject: { en: r.productName, zh_CN: r.productName } };
  }
  const i = await t.one<{ userId: string; status: string; en: string; zh: string }>(
    `SELECT i.user_id AS "userId", i.status, coalesce(p.name_en, s.shop_name_en) AS en, coalesce(p.name_zh, s.shop_name_zh) AS zh
       FROM inquiry i JOIN shop s ON s.shop_id = i.shop_id LEFT JOIN product p ON p.prod_id = i.prod_id
      WHERE i.inquiry_id = $1 AND i.shop_id = $2 FOR UPDATE OF i`,
    [input.inquiryId, shopId],
  );
  if (!i) throw sourcingError('inquiryNotFound', { code: RESPONSE_CODES.NOT_FOUND });
  if (i.status === 'closed') throw sourcingError('inquiryClosed');
  return { userId: i.userId, subject: { en: i.en, zh_CN: i.zh } };
}

/** The terms a revision replaces, kept in quotation_revision. */
const TERMS_OF = `jsonb_build_object('unitPrice', unit_price_minor, 'currency', currency, 'moq', moq, 'tradeTerm', trade_term,
  'deliveryPort', delivery_port, 'paymentMethod', payment_method, 'sampleOffered', sample_offered, 'validTo', valid_to,
  'note', note, 'prodId', prod_id, 'skuId', sku_id)`;

/**
 * A supplier quotes on an open RFQ (or answers an inquiry to its shop). One quotation per shop and
 * RFQ: sending again revises it (the replaced terms go to its history) and it is unread again.
 * The request row is locked first, so two sends of one shop queue and never make two quotations.
 */
export async function submitQuotation(ctx: AppContext, who: MerchantActor, input: QuotationSubmit): Promise<QuotationSent> {
  const { db } = ctx;
  const shopId = who.shopId;
  if (shopId == null) throw sourcingError('noShop', { code: RESPONSE_CODES.NOT_FOUND });
  const currency = await db.one(`SELECT 1 AS ok FROM currency WHERE currency_code = $1 AND status = 1`, [input.currency]);
  if (!currency) throw invalidField('currency', 'rfq.currencyUnknown');
  const unitPrice = minorOf(input.unitPrice, input.currency);
  const validTo = new Date(validityInstant(input.validTo)).toISOString();
  const uploads = await uploadService(ctx);
  const ownerId = merchantOwner(who.merchantId);

  return db.tx(async (t) => {
    const shop = await t.one<{ status: number }>(`SELECT shop_status AS status FROM shop WHERE shop_id = $1`, [shopId]);
    if (shop?.status !== 1) throw sourcingError('shopNotOpen');
    const target = await lockTarget(t, shopId, input);
    const product = await productOf(t, shopId, input.prodId, input.skuId);
    const supplier = JSON.stringify(await supplierRecord(t, shopId));
    const attachments = [...new Set(input.attachments)];
    const terms = [
      product.prodId,
      product.skuId,
      unitPrice,
      input.currency,
      Number(input.moq),
      input.tradeTerm,
      input.deliveryPort,
      input.paymentMethod,
      input.sampleOffered,
      validTo,
      input.note,
      supplier,
      who.merchantId,
    ];
    const existing = await t.one<{ id: string | number; status: number; revision: number; attachments: unknown }>(
      `SELECT quotation_id AS id, status, revision, attachments FROM quotation
        WHERE shop_id = $1 AND ${input.rfqId != null ? 'rfq_id' : 'inquiry_id'} = $2 FOR UPDATE`,
      [shopId, input.rfqId ?? input.inquiryId],
    );
    let quotationId: number;
    let revision = 1;
    if (existing) {
      quotationId = num(existing.id);
      if (![...OPEN, S.expired].includes(existing.status)) throw notOpen(existing.status, false);
      revision = existing.revision + 1;
      await t.query(
        `INSERT INTO quotation_revision (quotation_id, revision, terms, sent_at)
         SELECT quotation_id, revision, ${TERMS_OF}, updated_at FROM quotation WHERE quotation_id = $1`,
        [quotationId],
      );
      const kept = (typeof existing.attachments === 'string' ? JSON.parse(existing.attachments) : existing.attachments) as string[];
      await t.query(
        `UPDATE quotation SET prod_id = $2, sku_id = $3, unit_price_minor = $4, currency = $5, moq = $6, trade_term = $7,
                delivery_port = $8, payment_method = $9, sample_offered = $10, valid_to = $11::timestamptz, note = $12,
                supplier = $13::jsonb, merchant_id = $14, attachments = $15::jsonb, revision = $16, status = 1, read_at = NULL,
                updated_at = now()
          WHERE quotation_id = $1`,
        [quotationId, ...terms, JSON.stringify([...new Set([...kept, ...attachments])]), revision],
      );
    } else {
      const row = await t.one<{ id: string | number }>(
        `INSERT INTO quotation (prod_id, sku_id, unit_price_minor, currency, moq, trade_term, delivery_port, payment_method,
                                sample_offered, valid_to, note, supplier, merchant_id, attachments, rfq_id, inquiry_id, shop_id, user_id)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::timestamptz, $11, $12::jsonb, $13, $14::jsonb, $15, $16, $17, $18)
         RETURNING quotation_id AS id`,
        [...terms, JSON.stringify(attachments), input.rfqId ?? null, input.inquiryId ?? null, shopId, target.userId],
      );
      quotationId = num(row!.id);
    }
    for (const fileKey of attachments)
      await claimUpload({ ...uploads, db: t }, { fileKey, ownerId, purpose: QUOTATION_UPLOAD_PURPOSE, ref: `quotation:${quotationId}` });
    if (input.inquiryId != null) {
      await t.query(
        `UPDATE inquiry SET status = 'readAndSent', buyer_unread = true, last_message_at = now(), updated_at = now() WHERE inquiry_id = $1`,
        [input.inquiryId],
      );
    }
    await notifyBuyer(t, {
      userId: target.userId,
      kind: 'quotation',
      event: revision === 1 ? 'quotationReceived' : 'quotationRevised',
      shopId,
      subject: target.subject,
      link: `/user-center/uc-quotation/detail?quotationId=${quotationId}`,
      ref: `quotation:${quotationId}:r${revision}`,
    });
    return { quotationId, revision };
  });
}

/** The shop's quotations, newest first; by (effective) state and RFQ. */
export function merchantQuotations(db: Db, who: MerchantActor, q: QuotationPageQuery, locale: Locale): Promise<Page<QuotationView>> {
  if (who.shopId == null) throw sourcingError('noShop', { code: RESPONSE_CODES.NOT_FOUND });
  return pageQuotations(
    db,
    locale,
    `q.shop_id = $1 AND ($2::int IS NULL OR ${EFFECTIVE_STATUS} = $2::int) AND ($3::bigint IS NULL OR q.rfq_id = $3::bigint)`,
    [who.shopId, q.status ?? null, q.rfqId ?? null],
    q.current,
    q.size,
  );
}

/** The supplier withdraws its quotation (unread, read or expired); another shop's is not found. */
export async function merchantCloseQuotation(db: Db, who: MerchantActor, quotationId: number): Promise<void> {
  await db.tx(async (t) => {
    const q = await t.one<{ status: number }>(`SELECT status FROM quotation WHERE quotation_id = $1 AND shop_id = $2 FOR UPDATE`, [
      quotationId,
      who.shopId ?? -1,
    ]);
    if (!q) throw quotationNotFound();
    if (![...OPEN, S.expired].includes(q.status)) throw notOpen(q.status, false);
    await t.query(
      `UPDATE quotation SET status = 5, closed_by = 'merchant', closed_at = now(), updated_at = now() WHERE quotation_id = $1`,
      [quotationId],
    );
  });
}

/** The buyer's quotations, newest first; by (effective) state and RFQ. */
export function buyerQuotations(db: Db, userId: string, q: QuotationPageQuery, locale: Locale): Promise<Page<QuotationView>> {
  return pageQuotations(
    db,
    locale,
    `q.user_id = $1 AND ($2::int IS NULL OR ${EFFECTIVE_STATUS} = $2::int) AND ($3::bigint IS NULL OR q.rfq_id = $3::bigint)`,
    [userId, q.status ?? null, q.rfqId ?? null],
    q.current,
    q.size,
  );
}

/**
 * One of the buyer's quotations, which is read from now on (unread -> read), with its revisions,
 * what was asked for, and every quotation of the same RFQ for the comparison.
 */
export async function buyerQuotationDetail(db: Db, userId: string, quotationId: number, locale: Locale): Promise<QuotationDetail> {
  await db.query(
    `UPDATE quotation SET status = 2, read_at = now() WHERE quotation_id = $1 AND user_id = $2 AND status = 1 AND valid_to > now()`,
    [quotationId, userId],
  );
  const [quotation] = await readQuotations(db, locale, 'q.quotation_id = $1 AND q.user_id = $2', [quotationId, userId]);
  if (!quotation) throw quotationNotFound();
  const comparison =
    quotation.rfqId != null
      ? await readQuotations(
          db,
          locale,
          'q.rfq_id = $1 AND q.user_id = $2',
          [quotation.rfqId, userId],
          'ORDER BY q.created_at, q.quotation_id',
        )
      : [quotation];
  const request = await requestOf(db, quotation);
  return { quotation, history: await revisionsOf(db, quotationId), request, comparison };
}

/** What the buyer asked for: the RFQ's terms, or the inquiry's product and quantity. */
async function requestOf(db: Db, q: QuotationView): Promise<QuotationDetail['request']> {
  if (q.rfqId != null) {
    const r = await db.one<Record<string, unknown>>(
      `SELECT rfq_number, CASE WHEN status = 'inquiring' AND expires_at <= now() THEN 'expired' ELSE status END AS status,
              product_name, quantity, unit, currency, price_minor, trade_term, destination, country
         FROM rfq WHERE rfq_id = $1`,
      [q.rfqId],
    );
    return {
      rfqId: q.rfqId,
      rfqNumber: String(r?.rfq_number ?? ''),
      inquiryId: null,
      status: String(r?.status ?? ''),
      productName: String(r?.product_name ?? q.subject),
      quantity: r?.quantity == null ? null : num(r.quantity),
      unit: (r?.unit as string | null) ?? null,
      currency: (r?.currency as string | null) ?? null,
      price: r?.price_minor == null ? null : num(r.price_minor),
      tradeTerm: (r?.trade_term as string | null) ?? null,
      destination: (r?.destination as string | null) ?? null,
      country: (r?.country as string | null) ?? null,
    };
  }
  const i = await db.one<{ status: string; quantity: unknown; unit: string | null }>(
    `SELECT status, quantity, unit FROM inquiry WHERE inquiry_id = $1`,
    [q.inquiryId],
  );
  return {
    rfqId: null,
    rfqNumber: null,
    inquiryId: q.inquiryId,
    status: i?.status ?? '',
    productName: q.subject,
    quantity: i?.quantity == null ? null : num(i.quantity),
    unit: i?.unit ?? null,
    currency: null,
    price: null,
    tradeTerm: null,
    destination: null,
    country: null,
  };
}

/** The buyer declines an open quotation (unread or read, still valid). */
export async function buyerCloseQuotation(db: Db, userId: string, quotationId: number): Promise<void> {
  await db.tx(async (t) => {
    const q = await t.one<{ status: number; expired: boolean }>(
      `SELECT status, valid_to <= now() AS expired FROM quotation WHERE quotation_id = $1 AND user_id = $2 FOR UPDATE`,
      [quotationId, userId],
    );
    if (!q) throw quotationNotFound();
    if (!OPEN.includes(q.status) || q.expired) throw notOpen(q.status, q.expired);
    await t.query(`UPDATE quotation SET status = 5, closed_by = 'buyer', closed_at = now(), updated_at = now() WHERE quotation_id = $1`, [
      quotationId,
    ]);
  });
}

/**
 * The buyer confirms a quotation: an order for the quoted SKU at the quoted unit price (converted
 * to the order currency) through the normal submit path (stock taken with a guarded update, the
 * payment deadline, the submit key), in one transaction with the state changes: the quotation
 * becomes confirmed and its RFQ confirmed. The quotation row is locked first, and the submit key
 * is the quotation's own (`quotation-<id>-<n>`), so confirming twice at once makes one order.
 */
export async function confirmQuotation(
  db: Db,
  userId: string,
  input: QuotationConfirm,
  locale: Locale,
  settings: CheckoutSettings,
): Promise<QuotationConfirmed> {
  return db.tx(async (t) => {
    const q = await t.one<Record<string, unknown>>(
      `SELECT quotation_id, status, valid_to <= now() AS expired, rfq_id, inquiry_id, shop_id, prod_id, sku_id, unit_price_minor,
              currency, moq, trade_term, confirm_count, revision
         FROM quotation WHERE quotation_id = $1 AND user_id = $2 FOR UPDATE`,
      [input.quotationId, userId],
    );
    if (!q) throw quotationNotFound();
    const status = num(q.status);
    if (!OPEN.includes(status) || q.expired) throw notOpen(status, Boolean(q.expired));
    // Ordered only at the terms the buyer saw: the supplier may have revised them since (row locked above).
    if (num(q.revision) !== input.revision) {
      const revision = num(q.revision);
      const price = `${minorToDecimalString(num(q.unit_price_minor), String(q.currency))} ${String(q.currency)}`;
      throw sourcingError('quotationRevised', { params: { revision, price }, data: { revision } });
    }
    if (q.sku_id == null) throw sourcingError('notOrderable');
    const quantity = Number(input.quantity);
    if (quantity < num(q.moq)) {
      const moq = num(q.moq);
      throw sourcingError('belowMoq', { code: RESPONSE_CODES.INVALID_ARGUMENT, params: { moq }, data: { field: 'quantity', moq } });
    }
    if (q.rfq_id != null) {
      const r = await t.one<{ status: string }>(`SELECT status FROM rfq WHERE rfq_id = $1 FOR UPDATE`, [q.rfq_id]);
      // A request past its validity may still take a quotation that is itself still valid.
      if (!r || !['inquiring', 'expired'].includes(r.status)) throw sourcingError('requestNotOpen');
    }
    const price = await toBaseCurrency(t, num(q.unit_price_minor), String(q.currency));
    if (price === null) throw invalidField('currency', 'rfq.currencyUnknown');
    const attempt = num(q.confirm_count) + 1;
    const shopId = num(q.shop_id);
    const params: SubmitParams = {
      orderItem: { prodId: num(q.prod_id), skuId: num(q.sku_id), count: quantity },
      addrId: input.addrId,
      couponIds: [],
      usePoints: 0,
      deliveryType: 'express',
      exportMode: 'selfOperatedExport',
      // The order keeps the quoted Incoterm (the order column is free text).
      tradeTerm: String(q.trade_term) as SubmitParams['tradeTerm'],
      orderShopParams: [{ shopId, remarks: '', buyerMessage: '' }],
      uuid: `quotation-${num(q.quotation_id)}-${attempt}`,
      tradingRulesAgreed: true,
    };
    const { orderNumbers } = await submitOrder(t, userId, params, locale, settings, { skuId: num(q.sku_id), price });
    await t.query(
      `UPDATE quotation SET status = 8, order_number = $2, confirmed_quantity = $3, confirm_count = $4, confirmed_at = now(),
              read_at = coalesce(read_at, now()), updated_at = now()
        WHERE quotation_id = $1`,
      [q.quotation_id, orderNumbers[0], quantity, attempt],
    );
    if (q.rfq_id != null) {
      await t.query(`UPDATE rfq SET status = 'confirmed', confirmed_at = now(), updated_at = now() WHERE rfq_id = $1`, [q.rfq_id]);
    }
    return { quotationId: num(q.quotation_id), orderNumbers };
  });
}

/**
 * The order of a confirmed quotation moved on (checkout's order events, in its transaction):
 * received by the buyer -> the quotation is completed, its RFQ done and the RFQ's other open
 * quotations closed; closed unpaid (cancelled,
 * expired, rejected) -> the quotation is open again (read, or expired by its date) and its RFQ
 * back to inquiring, so the buyer can confirm again.
 */
export async function followQuotationOrder(t: Db, event: OrderEvent): Promise<void> {
  if (event.kind === 'received') {
    const done = await t.query<{ rfqId: string | number | null }>(
      `UPDATE quotation SET status = 9, completed_at = now(), updated_at = now() WHERE order_number = $1 AND status = 8 RETURNING rfq_id AS "rfqId"`,
      [event.orderNumber],
    );
    for (const q of done) {
      if (q.rfqId == null) continue;
      await t.query(`UPDATE rfq SET status = 'done', done_at = now(), updated_at = now() WHERE rfq_id = $1 AND status = 'confirmed'`, [
        q.rfqId,
      ]);
      // The request is fulfilled: quotations still open on it are closed (none can be ordered any more).
      await t.query(
        `UPDATE quotation SET status = 5, closed_by = 'system', closed_at = now(), updated_at = now() WHERE rfq_id = $1 AND status IN (1, 2)`,
        [q.rfqId],
      );
    }
    return;
  }
  const reopened = await t.query<{ rfqId: string | number | null }>(
    `UPDATE quotation SET status = 2, order_number = NULL, confirmed_quantity = NULL, confirmed_at = NULL, updated_at = now()
      WHERE order_number = $1 AND status = 8 RETURNING rfq_id AS "rfqId"`,
    [event.orderNumber],
  );
  for (const q of reopened)
    if (q.rfqId != null)
      await t.query(
        `UPDATE rfq SET status = 'inquiring', confirmed_at = NULL, updated_at = now() WHERE rfq_id = $1 AND status = 'confirmed'`,
        [q.rfqId],
      );
}

/** A quotation's attachment for the buyer it was sent to (merchant uploads are private). */
export async function quotationFile(ctx: AppContext, userId: string, quotationId: number, fileKey: string) {
  const row = await ctx.db.one(`SELECT 1 AS ok FROM quotation WHERE quotation_id = $1 AND user_id = $2 AND attachments ? $3`, [
    quotationId,
    userId,
    fileKey,
  ]);
  if (!row) throw quotationNotFound();
  const file = await readStored(await uploadService(ctx), fileKey);
  if (!file) throw quotationNotFound();
  return file;
}
