import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { RESPONSE_CODES } from '@mall/shared';
import { shopsContract as c } from '@mall/shared/contracts';
import type { AppContext } from '../../context';
import { route, type Api } from '../../http/contract';
import { localeOf, ok } from '../../http/envelope';
import { ModuleError } from '../../http/messages';
import { userOf, type GuardHook } from '../accounts';
import { readStored, uploadService } from '../uploads';
import { applicationPage, auditApplication, myApplication, submitApplication } from './apply-service';
import * as shops from './shops-service';
import type { ShopsSettings } from './shops-settings';

const tags = ['shops'];

/** Platform/admin calls: the ADMIN_TOKEN secret in `x-admin-token` (or `authorization`). */
export function requireAdmin(settings: ShopsSettings): GuardHook {
  const expected = Buffer.from(settings.adminToken);
  return async (request: FastifyRequest) => {
    const raw = request.headers['x-admin-token'] ?? request.headers.authorization ?? '';
    const given = Buffer.from((Array.isArray(raw) ? raw[0] : raw).replace(/^Bearer\s+/i, ''));
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      throw new ModuleError('shops', 'adminDenied', { code: RESPONSE_CODES.UNAUTHORIZED });
    }
  };
}

/** Suppliers, shop pages, follow, free shop opening and its audit. Bodies: contracts/shops.ts. */
export function registerShopsRoutes(api: Api, ctx: AppContext, settings: ShopsSettings): void {
  const { db } = ctx;

  // --- public pages ------------------------------------------------------------------------
  route(api, c.page, { tags, summary: 'Suppliers: keyword, categoryId, region, sort, current, size' }, async (request) =>
    ok(await shops.shopPage(db, request.query, localeOf(request))),
  );
  route(api, c.filters, { tags, summary: 'Filter options of the shop list (top categories, regions, sorts)' }, async (request) =>
    ok(await shops.shopFilters(db, localeOf(request))),
  );
  route(api, c.head, { tags, summary: 'Shop header: name, logo, shopStatus, follow count, product categories' }, async (request) =>
    ok(await shops.shopHead(db, request.query.shopId, localeOf(request))),
  );
  route(
    api,
    c.detail,
    { tags, summary: 'Company, factory, trade, contacts, VR, videos, certificates, business licence' },
    async (request) => ok(await shops.shopDetail(db, request.query.shopId, localeOf(request))),
  );
  route(api, c.products, { tags, summary: "A shop's on-shelf products: keyword, categoryId, sort, current, size" }, async (request) =>
    ok(await shops.shopProducts(db, request.query, localeOf(request))),
  );

  // --- follow (buyer) ------------------------------------------------------------------------
  route(api, c.follow, { tags, summary: 'Follow or unfollow a shop (toggle)' }, async (request) =>
    ok(await shops.toggleFollow(db, userOf(request).userId, request.body.shopId)),
  );
  route(api, c.addOrCancel, { tags, summary: 'Alias of /p/shop/follow (mall4j naming)' }, async (request) =>
    ok(await shops.toggleFollow(db, userOf(request).userId, request.body.shopId)),
  );
  route(api, c.isFollow, { tags, summary: 'Whether the buyer follows the shop' }, async (request) =>
    ok(await shops.isFollowing(db, userOf(request).userId, request.query.shopId)),
  );
  route(api, c.followPage, { tags, summary: "The buyer's followed shops" }, async (request) =>
    ok(await shops.followedShops(db, userOf(request).userId, request.query.current, request.query.size, localeOf(request))),
  );

  // --- free shop opening (buyer) -------------------------------------------------------------
  route(api, c.myApplication, { tags, summary: "The buyer's shop application (null when none)" }, async (request) =>
    ok(await myApplication(db, userOf(request).userId, localeOf(request))),
  );
  route(api, c.apply, { tags, summary: 'Submit or resubmit (after rejection) the shop application' }, async (request) =>
    ok(await submitApplication(db, await uploadService(ctx), userOf(request).userId, request.body, localeOf(request))),
  );

  // --- platform audit (admin token) ----------------------------------------------------------
  const admin = { tags, onRequest: requireAdmin(settings) };
  route(api, c.audit, { ...admin, summary: 'Approve (opens the shop) or reject (remark) an application' }, async (request) => {
    const { applyId, pass, remark } = request.body;
    return ok(await auditApplication(db, applyId, pass, remark));
  });
  route(api, c.applications, { ...admin, summary: 'Applications by status (0 review, 1 passed, -1 rejected)' }, async (request) => {
    const { status, current, size } = request.query;
    return ok(await applicationPage(db, status, current, size));
  });
  // The documents are private (never under /res/): the platform views them here.
  route(
    api,
    c.applicationFile,
    { ...admin, summary: 'One document of an application (logo, businessLicence, idCardFront, idCardBack)' },
    async (request, reply) => {
      const { applyId, field } = request.query;
      const row = await db.one<Record<string, string>>(
        `SELECT logo, business_licence AS "businessLicence", id_card_front AS "idCardFront", id_card_back AS "idCardBack" FROM shop_apply WHERE apply_id = $1`,
        [applyId],
      );
      const file = row ? await readStored(await uploadService(ctx), row[field]!) : null;
      if (!file) throw new ModuleError('shops', 'applyNotFound', { code: RESPONSE_CODES.NOT_FOUND });
      return reply
        .header('Content-Type', file.contentType)
        .header('Cache-Control', 'private, no-store')
        .header('X-Content-Type-Options', 'nosniff')
        .send(file.bytes);
    },
  );
}
