import type { FastifyRequest } from 'fastify';
import { isPointsOrder, RESPONSE_CODES } from '@mall/shared';
import {
  addressContract as addressC,
  cartContract as cartC,
  checkoutContract as checkoutC,
  ledgerContract as ledgerC,
  myOrderContract as myOrderC,
  paymentContract as paymentC,
} from '@mall/shared/contracts';
import type { AppContext } from '../../context';
import { route, type Api } from '../../http/contract';
import { envelope, localeOf, ok } from '../../http/envelope';
import { STORED_FILE_CSP } from '../../site/security-headers';
import { userOf } from '../accounts';
import { claimUpload, readStored, uploadService } from '../uploads';
import * as address from './address';
import * as cart from './cart';
import type { CheckoutSettings } from './checkout-settings';
import { usableCoupons } from './coupons';
import { balanceEntries, pointsEntries } from './ledgers';
import { documentLink, documentQuery, isOrderDocumentKey, verifyDocumentLink } from './documents';
import { CheckoutError } from './messages';
import { logistics, myOrders, orderCount, orderDetail } from './order-queries';
import { admitSubmit } from './sold-out';
import { cancelOrder, checkPickupCode, confirmReceipt, deleteOrder, requestInvoice, submitOrder } from './orders';
import { payInfo, payOrders, paymentStatus } from './payment';
import { priceOrder, type OrderParams } from './pricing';

const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

/** Checkout HTTP surface: thin handlers (parse with the shared schemas, call a service). */
export function registerCheckoutRoutes(api: Api, ctx: AppContext, settings: CheckoutSettings): void {
  const { db } = ctx;
  const uid = (r: FastifyRequest) => userOf(r).userId;
  /** Signed links to the order's stored documents (vouchers, invoice), valid for a while. */
  const link = (fileKey: string) => documentLink(settings.documentSecret, ctx.config.apiPrefix, fileKey);

  // --- cart (contracts/cart.ts) ----------------------------------------------------------------
  let tags = ['cart'];
  route(
    api,
    cartC.changeItem,
    { tags, summary: 'Add or change a line (count is a delta); answers the line and the cart size' },
    async (r) => {
      const res = await cart.changeItem(db, uid(r), r.body);
      return ok({ ...res, prodCount: await cart.prodCount(db, uid(r)) });
    },
  );
  const info = async (r: FastifyRequest) => ok(await cart.cartInfo(db, uid(r), localeOf(r)));
  route(api, cartC.info, { tags, summary: 'Cart lines grouped by shop, plus invalid lines apart' }, info);
  route(api, cartC.infoGet, { tags, summary: 'Same as POST /p/shopCart/info' }, info);
  const del = async (r: { body: number[] } & FastifyRequest) => {
    await cart.deleteItems(db, uid(r), r.body);
    return ok(await cart.prodCount(db, uid(r)));
  };
  route(api, cartC.deleteItem, { tags, summary: 'Delete lines [basketIds]; answers the new line count' }, del);
  route(api, cartC.deleteItemPost, { tags, summary: 'Same as PUT' }, del);
  route(api, cartC.deleteAll, { tags, summary: 'Clear the cart' }, async (r) => {
    await cart.deleteAll(db, uid(r));
    return ok(0);
  });
  route(api, cartC.prodCount, { tags, summary: 'Number of cart lines (badge)' }, async (r) => ok(await cart.prodCount(db, uid(r))));
  route(api, cartC.checkItems, { tags, summary: 'Check/uncheck lines {basketIds, checked} or [{basketId, checked}]' }, async (r) => {
    await cart.checkItems(db, uid(r), r.body);
    return ok(await cart.cartInfo(db, uid(r), localeOf(r)));
  });
  route(api, cartC.totalPay, { tags, summary: 'Total of the checked valid lines' }, async (r) => {
    const i = await cart.cartInfo(db, uid(r), localeOf(r));
    return ok({ totalMoney: i.totalMoney, checkedCount: i.checkedCount });
  });

  // --- addresses (contracts/address.ts) --------------------------------------------------------
  tags = ['address'];
  route(api, addressC.list, { tags, summary: 'Receiving addresses, default first' }, async (r) =>
    ok(await address.listAddresses(db, uid(r), localeOf(r))),
  );
  route(api, addressC.add, { tags, summary: 'Add an address' }, async (r) => ok(await address.addAddress(db, uid(r), r.body, localeOf(r))));
  route(api, addressC.update, { tags, summary: 'Update an address' }, async (r) =>
    ok(await address.updateAddress(db, uid(r), r.body.addrId, r.body, localeOf(r))),
  );
  route(api, addressC.remove, { tags, summary: 'Delete an address (the newest left becomes the default)' }, async (r) => {
    await address.deleteAddress(db, uid(r), r.params.addrId);
    return ok(null);
  });
  route(api, addressC.makeDefault, { tags, summary: 'Make an address the default' }, async (r) => {
    await address.setDefaultAddress(db, uid(r), r.params.addrId);
    return ok(null);
  });
  route(api, addressC.info, { tags, summary: 'One address' }, async (r) =>
    ok(await address.addressOf(db, uid(r), r.params.addrId, localeOf(r))),
  );

  // --- order: confirm, submit, pay (contracts/checkout.ts, contracts/payment.ts) ------------------
  tags = ['order'];
  // POST and its GET twin (the submit-order page's first view) price the same request the same way.
  const confirm = async (r: FastifyRequest, p: OrderParams) => {
    const priced = await priceOrder(db, uid(r), p, localeOf(r));
    // Only the coupons this order can use: a shop's coupon for a shop not in it would only be refused.
    const goodsByShop = new Map(priced.shopOrders.filter((o) => !isPointsOrder(o)).map((o) => [o.shopId, o.goodsTotal - o.memberDiscount]));
    const coupons = await usableCoupons(db, uid(r), localeOf(r), goodsByShop);
    return ok({ ...priced, coupons, payTimeoutMs: settings.payTimeoutMs });
  };
  route(
    api,
    checkoutC.confirm,
    { tags, summary: 'Server-computed totals per shop {basketIds | orderItem, addrId, couponIds, usePoints, ...}' },
    async (r) => confirm(r, r.body),
  );
  route(
    api,
    checkoutC.confirmGet,
    {
      tags,
      summary:
        'Same as POST /p/order/confirm, asked with a query string (?basketIds=1,2 or ?prodId&skuId&count, addrId, couponIds=3,4, ...)',
    },
    async (r) => confirm(r, r.query),
  );
  route(
    api,
    checkoutC.submit,
    {
      tags,
      summary: 'Submit one order per shop {uuid, tradingRulesAgreed, ...confirm params}; a repeated uuid answers A03002',
      // The trading rules first, in their own words, whatever else the body lacks.
      preValidation: async (r) => {
        if ((r.body as { tradingRulesAgreed?: unknown } | null)?.tradingRulesAgreed !== true)
          throw new CheckoutError('tradingRules', RESPONSE_CODES.INVALID_ARGUMENT, undefined, { field: 'tradingRulesAgreed' });
      },
    },
    async (r) => ok(await admitSubmit(db, uid(r), r.body, () => submitOrder(db, uid(r), r.body, localeOf(r), settings))),
  );
  route(api, paymentC.pay, { tags, summary: 'Pay orders {orderNumbers, payType, returnUrl, voucher?}' }, async (r) => {
    const input = r.body;
    const userId = uid(r);
    const uploads = input.voucher ? await uploadService(ctx) : null;
    const claimVoucher = uploads
      ? async (fileKey: string, ref: string) => {
          await claimUpload(uploads, { fileKey, ownerId: userId, purpose: 'pay-voucher', ref });
        }
      : undefined;
    return ok(await payOrders(db, userId, input, settings, originOf(r), ctx.config.apiPrefix, claimVoucher));
  });
  route(api, paymentC.payInfo, { tags, summary: 'Counter: orders, amount due, deadline, balance and points' }, async (r) =>
    ok(await payInfo(db, uid(r), r.query.orderNumbers, settings)),
  );
  route(api, paymentC.payStatus, { tags, summary: 'A payment of the buyer (polled while a QR code is shown)' }, async (r) =>
    ok(await paymentStatus(db, uid(r), r.query.paymentId)),
  );
  route(api, checkoutC.coupons, { tags, summary: "The buyer's usable coupons" }, async (r) =>
    ok(await usableCoupons(db, uid(r), localeOf(r))),
  );

  // --- my orders (contracts/order.ts) ------------------------------------------------------------
  tags = ['myOrder'];
  route(
    api,
    myOrderC.list,
    { tags, summary: 'Orders by status (0 all, 1 unpaid, 2 to ship, 3 shipped, 4 to review, 5 completed, 6 closed)' },
    async (r) => ok(await myOrders(db, uid(r), r.query.status, r.query.current, r.query.size, localeOf(r))),
  );
  route(api, myOrderC.count, { tags, summary: 'Order counts per status' }, async (r) => ok(await orderCount(db, uid(r))));
  route(api, myOrderC.detail, { tags, summary: 'One order; delivery details only after payment' }, async (r) =>
    ok(await orderDetail(db, uid(r), r.query.orderNumber, localeOf(r), link)),
  );
  route(api, myOrderC.logistics, { tags, summary: 'Batches, packages and customs of a paid order' }, async (r) =>
    ok(await logistics(db, uid(r), r.query.orderNumber, link)),
  );
  route(api, myOrderC.cancel, { tags, summary: 'Cancel an unpaid order (stock, points, coupons return)' }, async (r) => {
    await cancelOrder(db, uid(r), r.params.orderNumber);
    return ok(null);
  });
  route(api, myOrderC.receipt, { tags, summary: 'Confirm receipt {pickupCode?}' }, async (r) => {
    await confirmReceipt(db, uid(r), r.params.orderNumber, r.body.pickupCode);
    return ok(null);
  });
  route(api, myOrderC.remove, { tags, summary: 'Delete a closed or completed order from the list' }, async (r) => {
    await deleteOrder(db, uid(r), r.params.orderNumber);
    return ok(null);
  });
  route(api, myOrderC.checkPickupCode, { tags, summary: 'Check a pickup code {orderNumber, pickupCode}; empty = no check' }, async (r) =>
    ok(await checkPickupCode(db, uid(r), r.body.orderNumber, r.body.pickupCode)),
  );
  route(
    api,
    myOrderC.invoice,
    { tags, summary: 'Request (or change) an invoice {orderNumber, type, headerType, headerName, taxNumber} until it is issued' },
    async (r) => {
      const { orderNumber, ...invoice } = r.body;
      return ok(await requestInvoice(db, uid(r), orderNumber, invoice));
    },
  );
  // The buyer opens a stored document through the signed link the order detail handed out.
  route(api, myOrderC.document, { tags, summary: 'An order document (voucher, invoice) by signed link' }, async (r, reply) => {
    const fileKey = r.params['*'];
    const q = documentQuery.safeParse(r.query);
    const valid =
      q.success &&
      /^[a-z0-9-]+\/[a-f0-9-]{36}$/.test(fileKey) &&
      isOrderDocumentKey(fileKey) &&
      verifyDocumentLink(settings.documentSecret, fileKey, q.data.exp, q.data.sig);
    const file = valid ? await readStored(await uploadService(ctx), fileKey) : null;
    // A browser opens this link: a missing or forged one is an HTTP 404 too.
    if (!file)
      return reply
        .status(404)
        .send(envelope(RESPONSE_CODES.NOT_FOUND, new CheckoutError('documentNotFound').messageFor(localeOf(r)), null));
    return reply
      .header('Content-Type', file.contentType)
      .header('Cache-Control', 'private, no-store')
      .header('X-Content-Type-Options', 'nosniff')
      .header('Content-Security-Policy', STORED_FILE_CSP)
      .header('Content-Disposition', 'inline')
      .send(file.bytes);
  });
  // --- ledgers (contracts/ledger.ts) ---------------------------------------------------------------
  tags = ['ledger'];
  route(api, ledgerC.balance, { tags, summary: 'Balance ledger entries' }, async (r) => ok(await balanceEntries(db, uid(r))));
  route(api, ledgerC.points, { tags, summary: 'Points ledger entries' }, async (r) => ok(await pointsEntries(db, uid(r))));
}
