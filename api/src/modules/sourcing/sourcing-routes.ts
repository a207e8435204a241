import type { FastifyRequest } from 'fastify';
import { rfqContract, sourcingContract as c } from '@mall/shared/contracts';
import type { AppContext } from '../../context';
import { route, type Api } from '../../http/contract';
import { localeOf, ok } from '../../http/envelope';
import { merchantOf, requireMerchant, userOf } from '../accounts';
import type { CheckoutSettings } from '../checkout';
import { adminGuard } from '../shops';
import * as inquiries from './inquiry-service';
import * as quotations from './quotation-service';
import { adminCloseRfq, cancelRfq, extendRfq, publicRfqDetail } from './rfq-lifecycle';

/** Quotations (buyer and merchant), inquiries, and the request's life after posting. Bodies: contracts/sourcing.ts, rfq.ts. */
export function registerSourcingRoutes(api: Api, ctx: AppContext, settings: CheckoutSettings): void {
  const { db } = ctx;
  const uid = (r: FastifyRequest) => userOf(r).userId;
  const merchant = (r: FastifyRequest) => {
    const m = merchantOf(r);
    return { merchantId: m.merchantId, shopId: m.shopId };
  };
  // Before validation, so a stranger gets A00004 rather than a message about the body.
  const m = { onRequest: requireMerchant(ctx) };

  // --- buyer: quotations -------------------------------------------------------------------
  let tags = ['quotation'];
  route(api, c.quotationPage, { tags, summary: "The buyer's quotations by state code (1, 2, 3, 5, 8, 9) and rfqId" }, async (r) =>
    ok(await quotations.buyerQuotations(db, uid(r), r.query, localeOf(r))),
  );
  route(
    api,
    c.quotationInfo,
    { tags, summary: 'One quotation (now read), its revisions, the request and every quotation of its RFQ' },
    async (r) => ok(await quotations.buyerQuotationDetail(db, uid(r), r.query.quotationId, localeOf(r))),
  );
  route(api, c.quotationClose, { tags, summary: 'The buyer declines an open quotation (5 closed)' }, async (r) => {
    await quotations.buyerCloseQuotation(db, uid(r), r.params.quotationId);
    return ok(null);
  });
  route(api, c.quotationConfirm, { tags, summary: 'Order the quoted SKU at the quoted price: quotation 8, RFQ confirmed' }, async (r) =>
    ok(await quotations.confirmQuotation(db, uid(r), r.body, localeOf(r), settings)),
  );
  route(api, c.quotationFile, { tags, summary: 'An attachment of a quotation sent to the buyer' }, async (r, reply) => {
    const file = await quotations.quotationFile(ctx, uid(r), r.query.quotationId, r.query.fileKey);
    return reply.header('content-type', file.contentType).header('cache-control', 'private, no-store').send(file.bytes);
  });

  // --- the request after posting -----------------------------------------------------------
  tags = ['rfq'];
  route(api, rfqContract.cancel, { tags, summary: "Withdraw a request no supplier has quoted on ('canceled')" }, async (r) => {
    await cancelRfq(db, uid(r), r.params.rfqNumber);
    return ok(null);
  });
  route(api, rfqContract.extend, { tags, summary: 'A later validity date for an open or expired request' }, async (r) => {
    await extendRfq(db, uid(r), r.body.rfqNumber, r.body.validUntil);
    return ok(null);
  });
  route(api, rfqContract.publicInfo, { tags, summary: 'A request as suppliers see it (no contact, budget or PDF)' }, async (r) =>
    ok(await publicRfqDetail(db, r.query.rfqId, localeOf(r))),
  );
  route(
    api,
    rfqContract.adminClose,
    { onRequest: adminGuard(ctx), tags, summary: "The platform closes a request ('closed'); the buyer is told why" },
    async (r) => {
      await adminCloseRfq(db, r.body.rfqNumber, r.body.reason);
      return ok(null);
    },
  );

  // --- buyer: inquiries --------------------------------------------------------------------
  tags = ['inquiry'];
  route(api, c.inquirySend, { tags, summary: 'Contact supplier: from a product page (product, SKU, quantity) or a shop page' }, async (r) =>
    ok(await inquiries.sendInquiry(db, uid(r), r.body)),
  );
  route(api, c.inquiryPage, { tags, summary: "The buyer's inquiries by state, newest message first" }, async (r) =>
    ok(await inquiries.buyerInquiries(db, uid(r), r.query, localeOf(r))),
  );
  route(api, c.inquiryInfo, { tags, summary: "One inquiry with its thread and quotation; the supplier's answer is read now" }, async (r) =>
    ok(await inquiries.buyerInquiry(db, uid(r), r.query.inquiryId, localeOf(r))),
  );
  route(api, c.inquiryReply, { tags, summary: "The buyer's follow-up: unread for the supplier again" }, async (r) => {
    await inquiries.buyerFollowUp(db, uid(r), r.body.inquiryId, r.body.message);
    return ok(null);
  });
  route(api, c.inquiryClose, { tags, summary: 'The buyer closes an inquiry' }, async (r) => {
    await inquiries.buyerCloseInquiry(db, uid(r), r.params.inquiryId);
    return ok(null);
  });

  // --- merchant ----------------------------------------------------------------------------
  tags = ['merchant-sourcing'];
  route(
    api,
    c.merchantQuotationSubmit,
    { ...m, tags, summary: "Quote on an RFQ or an inquiry; sending again revises the shop's quotation" },
    async (r) => ok(await quotations.submitQuotation(ctx, merchant(r), r.body)),
  );
  route(api, c.merchantQuotationPage, { ...m, tags, summary: "The shop's quotations by state code and rfqId" }, async (r) =>
    ok(await quotations.merchantQuotations(db, merchant(r), r.query, localeOf(r))),
  );
  route(api, c.merchantQuotationClose, { ...m, tags, summary: "Withdraw the shop's quotation (5 closed)" }, async (r) => {
    await quotations.merchantCloseQuotation(db, merchant(r), r.params.quotationId);
    return ok(null);
  });
  route(api, c.merchantInquiryPage, { ...m, tags, summary: "The shop's inquiries by state" }, async (r) =>
    ok(await inquiries.merchantInquiries(db, merchant(r).shopId, r.query, localeOf(r))),
  );
  route(
    api,
    c.merchantInquiryInfo,
    { ...m, tags, summary: "One of the shop's inquiries; an unread one becomes 'read, not sent'" },
    async (r) => ok(await inquiries.merchantInquiry(db, merchant(r).shopId, r.query.inquiryId, localeOf(r))),
  );
  route(api, c.merchantInquiryReply, { ...m, tags, summary: "Answer in the thread: 'replied', and the buyer is told" }, async (r) => {
    await inquiries.merchantReply(db, merchant(r).shopId, r.body.inquiryId, r.body.message);
    return ok(null);
  });
  route(api, c.merchantInquiryClose, { ...m, tags, summary: 'The supplier closes an inquiry of its shop' }, async (r) => {
    await inquiries.merchantCloseInquiry(db, merchant(r).shopId, r.params.inquiryId);
    return ok(null);
  });
}
