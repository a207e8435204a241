import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import { DEFAULT_CURRENCY, formatMoney } from '@mall/shared';
import { z } from 'zod';
import { paymentContract as c, type payNoticeBody } from '@mall/shared/contracts';
import type { AppContext } from '../../context';
import { route, type Api } from '../../http/contract';
import { localeOf, ok } from '../../http/envelope';
import { ModuleError } from '../../http/messages';
import type { CheckoutSettings } from './checkout-settings';
import { CheckoutError } from './messages';
import type { GatewayRefund } from '../ledger';
import { applyGatewayNotice, pageTokenHash, PAYMENT_STATUS, type GatewayNotice } from './payment';
import { num } from '../../db/sql';
import { STANDALONE_PAGE_CSP } from '../../site/security-headers';

/**
 * The LOCAL SANDBOX payment provider ("Sandbox gateway"): stands in for Alipay, WeChat Pay,
 * PayPal and PayPal credit card. It serves the hosted confirmation page a QR code encodes, and on
 * Pay posts a notice signed with HMAC-SHA256 to /notice/pay/sandbox, exactly as a real gateway
 * would call back. A real provider plugs in at the same notice route with its own verifier, and
 * its refund call in place of sandboxRefund. It moves no money: PAYMENT_SANDBOX=off removes it.
 */
export function signNotice(secret: string, n: Omit<GatewayNotice, never> & { timestamp: number }): string {
  const canonical = `amount=${n.amount}&paymentId=${n.paymentId}&status=${n.status}&timestamp=${n.timestamp}&tradeNo=${n.tradeNo}`;
  return createHmac('sha256', secret).update(canonical).digest('hex');
}

export function verifyNotice(secret: string, body: z.output<typeof payNoticeBody>): boolean {
  const expected = Buffer.from(signNotice(secret, body), 'hex');
  const given = Buffer.from(body.sign, 'hex');
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/**
 * The sandbox's refund endpoint, provider side: it keeps its own refund records
 * (sandbox_gateway_refund), answers a repeated out_refund_no with the first refund, never refunds
 * more than the payment took, and refuses refunds of payments older than its refund window
 * (SANDBOX_REFUND_WINDOW_MS; PayPal's is 180 days).
 */
export function sandboxRefund(windowMs: number): GatewayRefund {
  return async (t, r) => {
    const seen = await t.one<{ refundNo: string }>(`SELECT refund_no AS "refundNo" FROM sandbox_gateway_refund WHERE out_refund_no = $1`, [
      r.outRefundNo,
    ]);
    if (seen) return { ok: true, refundNo: seen.refundNo };
    const p = await t.one<{ amount: string | number; status: number; tooOld: boolean }>(
      `SELECT amount, status, coalesce(paid_at < now() - $2::double precision * interval '1 millisecond', false) AS "tooOld"
         FROM payment WHERE payment_id = $1 FOR UPDATE`,
      [r.paymentId, windowMs],
    );
    if (!p || p.status !== PAYMENT_STATUS.paid) return { ok: false, reason: 'paymentNotFound' };
    if (p.tooOld) return { ok: false, reason: 'refundWindowClosed' };
    const done = await t.one<{ sum: string | number }>(
      `SELECT coalesce(sum(amount), 0) AS sum FROM sandbox_gateway_refund WHERE payment_id = $1`,
      [r.paymentId],
    );
    if (num(done?.sum) + r.amount > num(p.amount)) return { ok: false, reason: 'exceedsPayment' };
    const refundNo = `SBXR${Date.now()}${randomBytes(4).toString('hex')}`;
    await t.query(`INSERT INTO sandbox_gateway_refund (refund_no, out_refund_no, payment_id, amount) VALUES ($1, $2, $3, $4)`, [
      refundNo,
      r.outRefundNo,
      r.paymentId,
      r.amount,
    ]);
    return { ok: true, refundNo };
  };
}

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const PAY_TYPE_NAMES: Record<number, string> = { 1: 'WeChat Pay', 2: 'Alipay', 10: 'PayPal', 12: 'PayPal credit card' };

function page(reply: FastifyReply, title: string, body: string): FastifyReply {
  return reply
    .type('text/html; charset=utf-8')
    .header('Cache-Control', 'no-store')
    .header('Content-Security-Policy', STANDALONE_PAGE_CSP)
    .header('X-Frame-Options', 'DENY')
    .send(
      `<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${esc(title)}</title><link rel="icon" href="data:,">
<style>body{font-family:system-ui,sans-serif;max-width:420px;margin:40px auto;padding:0 16px;color:#222}h1{font-size:20px}.amt{font-size:28px;font-weight:600;margin:16px 0}
button{font-size:16px;padding:10px 24px;margin-right:12px;border-radius:6px;border:1px solid #999;cursor:pointer}.pay{background:#1677ff;color:#fff;border-color:#1677ff}
.note{color:#888;font-size:13px;margin-top:24px}</style></head><body><p><strong>Sandbox gateway</strong> — test payments only, no real money moves.</p>${body}</body></html>`,
    );
}

export function registerSandboxGateway(api: Api, ctx: AppContext, settings: CheckoutSettings): void {
  const { db } = ctx;
  const tags = ['sandbox-gateway'];

  // The hosted page is the payer's alone: its link carries a random token only the payer got.
  const load = (paymentId: string, token: string) =>
    db.one<{
      status: number;
      amount: string | number;
      payType: number;
      expired: boolean;
      returnUrl: string | null;
      orderNumbers: string[];
    }>(
      `SELECT status, amount, pay_type AS "payType", (expires_at IS NOT NULL AND expires_at <= now()) AS expired, return_url AS "returnUrl", order_numbers AS "orderNumbers"
         FROM payment WHERE payment_id = $1 AND page_token_hash = $2`,
      [paymentId, pageTokenHash(token)],
    );

  const paramsSchema = z.object({ paymentId: z.string().regex(/^P[0-9a-f]{8,40}$/i) });
  const tokenSchema = z.object({ token: z.string().regex(/^[\w-]{32,64}$/) });
  const find = async (request: { params: unknown; query: unknown }) => {
    const params = paramsSchema.safeParse(request.params);
    const query = tokenSchema.safeParse(request.query);
    if (!params.success || !query.success) return null;
    const p = await load(params.data.paymentId, query.data.token);
    return p && { ...p, paymentId: params.data.paymentId, token: query.data.token };
  };

  route(
    api,
    c.sandboxPage,
    { tags, summary: 'Sandbox gateway: the hosted confirmation page (what the QR code encodes)' },
    async (request, reply) => {
      const p = await find(request);
      if (!p) return page(reply.status(404), 'Sandbox gateway', '<h1>Payment not found</h1>');
      const amount = formatMoney(num(p.amount), DEFAULT_CURRENCY);
      if (p.status === PAYMENT_STATUS.paid)
        return page(reply, 'Paid', `<h1 data-testid="sandbox-result">Payment successful</h1><p class="amt">${esc(amount)}</p>`);
      if (p.status !== PAYMENT_STATUS.pending) return page(reply, 'Closed', `<h1 data-testid="sandbox-result">This payment is closed</h1>`);
      if (p.expired)
        return page(
          reply,
          'QR code expired',
          `<h1 data-testid="sandbox-result">QR code expired</h1><p>Go back to the checkout counter and refresh the code.</p>`,
        );
      const action = `${ctx.config.apiPrefix}/sandbox-gateway/pay/${p.paymentId}/decide?token=${encodeURIComponent(p.token)}`;
      return page(
        reply,
        'Sandbox gateway',
        `<h1>${esc(PAY_TYPE_NAMES[p.payType] ?? 'Payment')}</h1><p>Orders ${esc(p.orderNumbers.join(', '))}</p><p class="amt" data-testid="sandbox-amount">${esc(amount)}</p>
<form method="post" action="${esc(action)}" enctype="text/plain" style="display:inline"><input type="hidden" name="action" value="pay"><button class="pay" type="submit">Pay</button></form>
<form method="post" action="${esc(action)}" enctype="text/plain" style="display:inline"><input type="hidden" name="action" value="cancel"><button type="submit">Cancel</button></form>
<p class="note">Paying here makes the sandbox send a signed notice to the shop, like a real gateway.</p>`,
      );
    },
  );

  route(api, c.sandboxDecide, { tags, summary: 'Sandbox gateway: the payer pressed Pay or Cancel (form post)' }, async (request, reply) => {
    const p = await find(request);
    if (!p) return page(reply.status(404), 'Sandbox gateway', '<h1>Payment not found</h1>');
    const raw = typeof request.body === 'string' ? request.body : JSON.stringify(request.body ?? '');
    const cancel = /action=cancel/.test(raw);
    if (!cancel && p.status === PAYMENT_STATUS.pending && p.expired) {
      return page(reply, 'QR code expired', `<h1 data-testid="sandbox-result">QR code expired</h1>`);
    }
    if (p.status !== PAYMENT_STATUS.pending) return page(reply, 'Closed', `<h1 data-testid="sandbox-result">This payment is closed</h1>`);
    const notice = {
      paymentId: p.paymentId,
      tradeNo: `SBX${Date.now()}${randomBytes(4).toString('hex')}`,
      amount: num(p.amount),
      status: cancel ? ('CLOSED' as const) : ('SUCCESS' as const),
      timestamp: Date.now(),
    };
    // The callback goes through the public notice route, as a gateway's server-to-server call would.
    const res = await request.server.inject({
      method: 'POST',
      url: `${ctx.config.apiPrefix}/notice/pay/sandbox`,
      payload: { ...notice, sign: signNotice(settings.gatewaySecret, notice) },
    });
    const answer = res.json() as { code: string; data: { result?: string } | null };
    const back = p.returnUrl
      ? `${p.returnUrl}${p.returnUrl.includes('?') ? '&' : '?'}orderNumbers=${encodeURIComponent(p.orderNumbers.join(','))}`
      : null;
    const link = back ? `<p><a data-testid="sandbox-return" href="${esc(back)}">Return to the shop</a></p>` : '';
    if (cancel) return page(reply, 'Cancelled', `<h1 data-testid="sandbox-result">Payment cancelled</h1>${link}`);
    if (answer.code !== '00000') return page(reply, 'Failed', `<h1 data-testid="sandbox-result">Payment failed</h1>${link}`);
    if (answer.data?.result === 'refunded')
      return page(
        reply,
        'Refunded',
        `<h1 data-testid="sandbox-result">Payment refunded</h1><p>The order could no longer be paid, so the money went back to your ${esc(PAY_TYPE_NAMES[p.payType] ?? 'account')}.</p>${link}`,
      );
    return page(reply, 'Paid', `<h1 data-testid="sandbox-result">Payment successful</h1>${link}`);
  });

  route(
    api,
    c.sandboxNotice,
    { tags, summary: 'Payment notice of the sandbox gateway (HMAC-SHA256 signed, idempotent)' },
    async (request) => {
      const body = request.body;
      if (!verifyNotice(settings.gatewaySecret, body)) {
        request.log.warn({ paymentId: body.paymentId }, 'sandbox notice refused: bad signature');
        throw new CheckoutError('badSignature', 'A00001');
      }
      try {
        return ok({ result: await applyGatewayNotice(db, body, sandboxRefund(settings.refundWindowMs)) });
      } catch (err) {
        if (err instanceof ModuleError)
          request.log.warn({ paymentId: body.paymentId, reason: err.messageFor(localeOf(request)) }, 'sandbox notice refused');
        throw err;
      }
    },
  );
}
