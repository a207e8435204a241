import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  inquiryPageQuerySchema,
  inquiryReplySchema,
  inquirySendSchema,
  INQUIRY_WORD_LIMIT,
  quotationConfirmSchema,
  quotationPageQuerySchema,
  quotationSubmitSchema,
  rfqAdminCloseSchema,
  rfqExtendSchema,
} from '@mall/shared/schemas';
import type { AppContext } from '../../context';
import { localeOf, ok } from '../../http/envelope';
import { merchantOf, requireMerchant, userOf } from '../accounts';
import type { CheckoutSettings } from '../checkout';
import { adminGuard } from '../shops';
import * as inquiries from './inquiry-service';
import { inquiryNotFound, parseInput, quotationNotFound, SourcingError } from './messages';
import * as quotations from './quotation-service';
import { adminCloseRfq, cancelRfq, extendRfq, publicRfqDetail } from './rfq-lifecycle';

const id = z.coerce.number<number>().int().positive();
const quotationIdOf = (value: unknown) => {
  const r = z.object({ quotationId: id }).safeParse(value ?? {});
  if (!r.success) throw quotationNotFound();
  return r.data.quotationId;
};
const inquiryIdOf = (value: unknown) => {
  const r = z.object({ inquiryId: id }).safeParse(value ?? {});
  if (!r.success) throw inquiryNotFound();
  return r.data.inquiryId;
};
const rfqNumberOf = (value: unknown) => {
  const r = z.object({ rfqNumber: z.string().trim().min(1).max(40) }).safeParse(value ?? {});
  if (!r.success) throw new SourcingError('rfqNotFound', 'A00013');
  return r.data.rfqNumber;
};
const fileQuery = z.object({ quotationId: id, fileKey: z.string().trim().min(1).max(200) });

/** The words the schema's `{{max}}` takes for an inquiry body (by its context). */
const inquiryParams = (body: unknown) => ({
  max: INQUIRY_WORD_LIMIT[(body as { prodId?: unknown } | null)?.prodId ? 'product' : 'shop'],
});

/** Quotations (buyer and merchant), inquiries, and the request's lifecycle after posting. */
export function registerSourcingRoutes(api: FastifyInstance, ctx: AppContext, settings: CheckoutSettings): void {
  const { db } = ctx;
  const uid = (r: FastifyRequest) => userOf(r).userId;
  const merchant = (r: FastifyRequest) => {
    const m = merchantOf(r);
    return { merchantId: m.merchantId, shopId: m.shopId };
  };
  const m = { preHandler: requireMerchant(ctx) };

  // --- buyer: quotations -------------------------------------------------------------------
  let tags = ['quotation'];
  api.get(
    '/p/quotation/page',
    { schema: { tags, summary: "The buyer's quotations by state code (1, 2, 3, 5, 8, 9) and rfqId" } },
    async (r) => ok(await quotations.buyerQuotations(db, uid(r), parseInput(quotationPageQuerySchema, r.query), localeOf(r))),
  );
  api.get(
    '/p/quotation/info',
    { schema: { tags, summary: 'One quotation (now read), its revisions, the request and every quotation of the same RFQ' } },
    async (r) => ok(await quotations.buyerQuotationDetail(db, uid(r), quotationIdOf(r.query), localeOf(r))),
  );
  api.put(
    '/p/quotation/close/:quotationId',
    { schema: { tags, summary: 'The buyer declines an open quotation (5 closed)' } },
    async (r) => {
      await quotations.buyerCloseQuotation(db, uid(r), quotationIdOf(r.params));
      return ok(null);
    },
  );
  api.post(
    '/p/quotation/confirm',
    { schema: { tags, summary: 'Order the quoted SKU at the quoted price {quotationId, quantity, addrId}: quotation 8, RFQ confirmed' } },
    async (r) => ok(await quotations.confirmQuotation(db, uid(r), parseInput(quotationConfirmSchema, r.body), localeOf(r), settings)),
  );
  api.get('/p/quotation/file', { schema: { tags, summary: 'An attachment of a quotation sent to the buyer' } }, async (r, reply) => {
    const q = fileQuery.safeParse(r.query ?? {});
    if (!q.success) throw quotationNotFound();
    const file = await quotations.quotationFile(ctx, uid(r), q.data.quotationId, q.data.fileKey);
    return reply.header('content-type', file.contentType).header('cache-control', 'private, no-store').send(file.bytes);
  });

  // --- buyer: the request after posting ----------------------------------------------------
  tags = ['rfq'];
  api.put(
    '/p/rfq/cancel/:rfqNumber',
    { schema: { tags, summary: "Withdraw a request no supplier has quoted on ('canceled')" } },
    async (r) => {
      await cancelRfq(db, uid(r), rfqNumberOf(r.params));
      return ok(null);
    },
  );
  api.put(
    '/p/rfq/extend',
    { schema: { tags, summary: 'A later validity date {rfqNumber, validUntil} for an open or expired request' } },
    async (r) => {
      const input = parseInput(rfqExtendSchema, r.body);
      await extendRfq(db, uid(r), input.rfqNumber, input.validUntil);
      return ok(null);
    },
  );
  api.get('/rfq/publicInfo', { schema: { tags, summary: 'A request as suppliers see it (no contact, budget or PDF)' } }, async (r) => {
    const q = z.object({ rfqId: id }).safeParse(r.query ?? {});
    if (!q.success) throw new SourcingError('rfqNotFound', 'A00013');
    return ok(await publicRfqDetail(db, q.data.rfqId, localeOf(r)));
  });
  api.put(
    '/admin/rfq/close',
    {
      preHandler: adminGuard(ctx),
      schema: { tags, summary: "Platform closes a request {rfqNumber, reason} ('closed'); the buyer is told" },
    },
    async (r) => {
      const input = parseInput(rfqAdminCloseSchema, r.body);
      await adminCloseRfq(db, input.rfqNumber, input.reason);
      return ok(null);
    },
  );

  // --- buyer: inquiries --------------------------------------------------------------------
  tags = ['inquiry'];
  api.post(
    '/p/inquiry/send',
    { schema: { tags, summary: 'Contact supplier {shopId, prodId?, skuId?, quantity?, unit?, message}' } },
    async (r) => ok(await inquiries.sendInquiry(db, uid(r), parseInput(inquirySendSchema, r.body, inquiryParams(r.body)))),
  );
  api.get('/p/inquiry/page', { schema: { tags, summary: "The buyer's inquiries by state, newest message first" } }, async (r) =>
    ok(await inquiries.buyerInquiries(db, uid(r), parseInput(inquiryPageQuerySchema, r.query), localeOf(r))),
  );
  api.get(
    '/p/inquiry/info',
    { schema: { tags, summary: 'One inquiry with its thread and quotation; the answer is read now' } },
    async (r) => ok(await inquiries.buyerInquiry(db, uid(r), inquiryIdOf(r.query), localeOf(r))),
  );
  api.post(
    '/p/inquiry/reply',
    { schema: { tags, summary: "The buyer's follow-up {inquiryId, message}: unread for the supplier again" } },
    async (r) => {
      const input = parseInput(inquiryReplySchema, r.body, { max: INQUIRY_WORD_LIMIT.shop });
      await inquiries.buyerFollowUp(db, uid(r), input.inquiryId, input.message);
      return ok(null);
    },
  );
  api.put('/p/inquiry/close/:inquiryId', { schema: { tags, summary: 'The buyer closes an inquiry' } }, async (r) => {
    await inquiries.buyerCloseInquiry(db, uid(r), inquiryIdOf(r.params));
    return ok(null);
  });

  // --- merchant ----------------------------------------------------------------------------
  tags = ['merchant-sourcing'];
  api.post(
    '/merchant/quotation/submit',
    { ...m, schema: { tags, summary: "Quote on an RFQ (or answer an inquiry); sending again revises the shop's quotation" } },
    async (r) => ok(await quotations.submitQuotation(ctx, merchant(r), parseInput(quotationSubmitSchema, r.body))),
  );
  api.get('/merchant/quotation/page', { ...m, schema: { tags, summary: "The shop's quotations by state code and rfqId" } }, async (r) =>
    ok(await quotations.merchantQuotations(db, merchant(r), parseInput(quotationPageQuerySchema, r.query), localeOf(r))),
  );
  api.put(
    '/merchant/quotation/close/:quotationId',
    { ...m, schema: { tags, summary: "Withdraw the shop's quotation (5 closed)" } },
    async (r) => {
      await quotations.merchantCloseQuotation(db, merchant(r), quotationIdOf(r.params));
      return ok(null);
    },
  );
  api.get('/merchant/inquiry/page', { ...m, schema: { tags, summary: "The shop's inquiries by state" } }, async (r) =>
    ok(await inquiries.merchantInquiries(db, merchant(r).shopId, parseInput(inquiryPageQuerySchema, r.query), localeOf(r))),
  );
  api.get(
    '/merchant/inquiry/info',
    { ...m, schema: { tags, summary: "One of the shop's inquiries; an unread one becomes 'read, not sent'" } },
    async (r) => ok(await inquiries.merchantInquiry(db, merchant(r).shopId, inquiryIdOf(r.query), localeOf(r))),
  );
  api.post(
    '/merchant/inquiry/reply',
    { ...m, schema: { tags, summary: "Answer in the thread {inquiryId, message}: 'replied', the buyer is told" } },
    async (r) => {
      const input = parseInput(inquiryReplySchema, r.body, { max: INQUIRY_WORD_LIMIT.shop });
      await inquiries.merchantReply(db, merchant(r).shopId, input.inquiryId, input.message);
      return ok(null);
    },
  );
  api.put(
    '/merchant/inquiry/close/:inquiryId',
    { ...m, schema: { tags, summary: 'The supplier closes an inquiry of its shop' } },
    async (r) => {
      await inquiries.merchantCloseInquiry(db, merchant(r).shopId, inquiryIdOf(r.params));
      return ok(null);
    },
  );
}
