import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { z } from 'zod';
import { RESPONSE_CODES } from '@mall/shared';
import type { AppContext } from '../../context';
import { localeOf, ok } from '../../http/envelope';
import { userOf } from '../accounts';
import { readStored, uploadService } from '../uploads';
import { applicationPage, auditApplication, myApplication, submitApplication } from './apply-service';
import { ShopsError, type ShopsMessageKey } from './messages';
import {
  applyFileQuery,
  applyPageQuery,
  auditBody,
  pageQuery,
  shopApplyBody,
  shopIdBody,
  shopIdQuery,
  shopPageQuery,
  shopProdQuery,
} from './shops-schemas';
import * as shops from './shops-service';
import type { ShopsSettings } from './shops-settings';

const tags = ['shops'];

/** Parses with a schema; a rule worded by this module ('shops.<key>') becomes an A00014 in its words. */
function parseShops<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data;
  const first = result.error.issues[0]?.message ?? '';
  if (first.startsWith('shops.')) throw new ShopsError(first.slice(6) as ShopsMessageKey, RESPONSE_CODES.INVALID_ARGUMENT);
  throw result.error;
}

/** Platform/admin calls: the ADMIN_TOKEN secret in `x-admin-token` (or `authorization`). */
export function requireAdmin(settings: ShopsSettings): preHandlerAsyncHookHandler {
  const expected = Buffer.from(settings.adminToken);
  return async (request: FastifyRequest) => {
    const raw = request.headers['x-admin-token'] ?? request.headers.authorization ?? '';
    const given = Buffer.from((Array.isArray(raw) ? raw[0] : raw).replace(/^Bearer\s+/i, ''));
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      throw new ShopsError('adminDenied', RESPONSE_CODES.UNAUTHORIZED);
    }
  };
}

export function registerShopsRoutes(api: FastifyInstance, ctx: AppContext, settings: ShopsSettings): void {
  const { db } = ctx;

  // --- public pages ------------------------------------------------------------------------
  api.get('/shop/page', { schema: { tags, summary: 'Suppliers: keyword, categoryId, region, sort, current, size' } }, async (request) =>
    ok(await shops.shopPage(db, parseShops(shopPageQuery, request.query), localeOf(request))),
  );

  api.get(
    '/shop/filters',
    { schema: { tags, summary: 'Filter options of the shop list (top categories, regions, sorts)' } },
    async (request) => ok(await shops.shopFilters(db, localeOf(request))),
  );

  api.get(
    '/shop/headInfo',
    { schema: { tags, summary: 'Shop header: name, logo, shopStatus, follow count, product categories' } },
    async (request) => {
      const { shopId } = parseShops(shopIdQuery, request.query);
      return ok(await shops.shopHead(db, shopId, localeOf(request)));
    },
  );

  api.get(
    '/shop/detail',
    { schema: { tags, summary: 'Company, factory, trade, contacts, VR, videos, certificates, business licence' } },
    async (request) => {
      const { shopId } = parseShops(shopIdQuery, request.query);
      return ok(await shops.shopDetail(db, shopId, localeOf(request)));
    },
  );

  api.get(
    '/shop/prodPage',
    { schema: { tags, summary: "A shop's on-shelf products: keyword, categoryId, sort, current, size" } },
    async (request) => ok(await shops.shopProducts(db, parseShops(shopProdQuery, request.query), localeOf(request))),
  );

  // --- follow (buyer) ------------------------------------------------------------------------
  const toggle = async (request: FastifyRequest) => {
    const { shopId } = parseShops(shopIdBody, request.body);
    return ok(await shops.toggleFollow(db, userOf(request).userId, shopId));
  };
  api.post('/p/shop/follow', { schema: { tags, summary: 'Follow or unfollow a shop (toggle) {shopId}' } }, toggle);
  api.post('/p/shop/addOrCancel', { schema: { tags, summary: 'Alias of /p/shop/follow (mall4j naming)' } }, toggle);

  api.get('/p/shop/isFollow', { schema: { tags, summary: 'Whether the buyer follows the shop' } }, async (request) => {
    const { shopId } = parseShops(shopIdQuery, request.query);
    return ok(await shops.isFollowing(db, userOf(request).userId, shopId));
  });

  api.get('/p/shop/followPage', { schema: { tags, summary: "The buyer's followed shops" } }, async (request) => {
    const { current, size } = parseShops(pageQuery, request.query);
    return ok(await shops.followedShops(db, userOf(request).userId, current, size, localeOf(request)));
  });

  // --- free shop opening (buyer) -------------------------------------------------------------
  api.get('/p/shop/apply', { schema: { tags, summary: "The buyer's shop application (null when none)" } }, async (request) =>
    ok(await myApplication(db, userOf(request).userId)),
  );

  api.post('/p/shop/apply', { schema: { tags, summary: 'Submit or resubmit (after rejection) the shop application' } }, async (request) => {
    const input = parseShops(shopApplyBody, request.body);
    return ok(await submitApplication(db, await uploadService(ctx), userOf(request).userId, input));
  });

  // --- platform audit (admin token) ----------------------------------------------------------
  const admin = { preHandler: requireAdmin(settings) };
  api.post(
    '/admin/shopApply/audit',
    { ...admin, schema: { tags, summary: 'Approve (opens the shop) or reject (remark) an application' } },
    async (request) => {
      const { applyId, pass, remark } = parseShops(auditBody, request.body);
      return ok(await auditApplication(db, applyId, pass, remark));
    },
  );

  api.get(
    '/admin/shopApply/page',
    { ...admin, schema: { tags, summary: 'Applications by status (0 review, 1 passed, -1 rejected)' } },
    async (request) => {
      const { status, current, size } = parseShops(applyPageQuery, request.query);
      return ok(await applicationPage(db, status, current, size));
    },
  );

  // The documents are private (never under /res/): the platform views them here.
  api.get(
    '/admin/shopApply/file',
    { ...admin, schema: { tags, summary: 'One document of an application (logo, businessLicence, idCardFront, idCardBack)' } },
    async (request, reply) => {
      const { applyId, field } = parseShops(applyFileQuery, request.query);
      const row = await db.one<Record<string, string>>(
        `SELECT logo, business_licence AS "businessLicence", id_card_front AS "idCardFront", id_card_back AS "idCardBack" FROM shop_apply WHERE apply_id = $1`,
        [applyId],
      );
      const file = row ? await readStored(await uploadService(ctx), row[field]!) : null;
      if (!file) throw new ShopsError('applyNotFound', RESPONSE_CODES.NOT_FOUND);
      return reply
        .header('Content-Type', file.contentType)
        .header('Cache-Control', 'private, no-store')
        .header('X-Content-Type-Options', 'nosniff')
        .send(file.bytes);
    },
  );
}
