import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { unauthorized } from '../../http/messages';
import { cachedSession } from './session-cache';
import type { SubjectType } from './sessions';

/**
 * Who is calling. Paths under /p/ need a buyer token (the guard below, for every module); merchant
 * routes under /merchant/ use requireMerchant. The token travels in `authorization` as is.
 */
export interface AuthUser {
  userId: string;
  sessionId: string;
}
export interface AuthMerchant {
  merchantId: string;
  /** The merchant's shop (null until the shops seed or a shop application links one). */
  shopId: number | null;
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in buyer; set on every /p/ route (null elsewhere unless optionalUser ran). */
    user: AuthUser | null;
    /** The signed-in merchant; set by requireMerchant. */
    merchant: AuthMerchant | null;
  }
}

/** The raw token of a request (a 'Bearer ' prefix is tolerated). */
export function tokenOf(request: FastifyRequest): string {
  const raw = request.headers.authorization;
  const value = (Array.isArray(raw) ? raw[0] : raw)?.trim() ?? '';
  return value.replace(/^Bearer\s+/i, '');
}

/** The request's session, from this process's memory when it holds it (session-cache.ts). */
async function resolve(ctx: AppContext, request: FastifyRequest, kind: SubjectType) {
  return cachedSession(ctx, tokenOf(request), kind);
}

/**
 * Whether the request is for a /p/ path inside the API scope ('/api/p/x' or '/p/x'): by the
 * matched route, by the URL, and by the URL decoded (a percent-encoded '/%70/' is /p/ too). Runs
 * on every request, so the common case (no escapes) allocates nothing.
 */
export function isBuyerPath(request: Pick<FastifyRequest, 'url' | 'routeOptions'>, prefix: string): boolean {
  const url = request.url;
  if (isP(request.routeOptions?.url ?? '', prefix) || isP(url, prefix)) return true;
  if (!url.includes('%')) return false;
  try {
    return isP(decodeURIComponent(url.split('?')[0]!), prefix);
  } catch {
    return false; // not decodable: the raw form was checked
  }
}

/** p is /p/... once the API prefix (if any) is taken off. */
const isP = (p: string, prefix: string) =>
  p.startsWith(prefix) && p.charCodeAt(prefix.length) === 47 /* / */ ? p.startsWith('/p/', prefix.length) : p.startsWith('/p/');

/** Installs the /p/ guard on the shared API scope: every module's /p/ route needs a buyer token. */
export function installBuyerGuard(api: FastifyInstance, ctx: AppContext): void {
  api.decorateRequest('user', null);
  api.decorateRequest('merchant', null);
  api.addHook('onRequest', async (request) => {
    if (!isBuyerPath(request, ctx.config.apiPrefix)) return;
    const session = await resolve(ctx, request, 'user');
    if (!session) throw unauthorized();
    request.user = { userId: session.subjectId, sessionId: session.sessionId };
  });
}

/**
 * A route-level hook a guarded route runs first: `onRequest`, so a caller without the right token
 * is told A00004 before its input is validated (route(api, e, { onRequest: requireMerchant(ctx), ... })).
 */
export type GuardHook = (request: FastifyRequest) => Promise<void>;

/** Merchant-only routes. */
export function requireMerchant(ctx: AppContext): GuardHook {
  return async (request) => {
    const session = await resolve(ctx, request, 'merchant');
    if (!session) throw unauthorized();
    const row = await ctx.db.one<{ shopId: number | string | null }>(
      `SELECT shop_id AS "shopId" FROM merchant_account WHERE id::text = $1`,
      [session.subjectId],
    );
    const shopId = row?.shopId == null ? null : Number(row.shopId);
    request.merchant = { merchantId: session.subjectId, shopId, sessionId: session.sessionId };
  };
}

/** A buyer-only route outside /p/. */
export function requireUser(ctx: AppContext): GuardHook {
  return async (request) => {
    if (request.user) return;
    const session = await resolve(ctx, request, 'user');
    if (!session) throw unauthorized();
    request.user = { userId: session.subjectId, sessionId: session.sessionId };
  };
}

/** A public route that answers more when a buyer is signed in (never refuses). */
export function optionalUser(ctx: AppContext): GuardHook {
  return async (request) => {
    if (request.user) return;
    const session = await resolve(ctx, request, 'user');
    if (session) request.user = { userId: session.subjectId, sessionId: session.sessionId };
  };
}

/** The buyer of a guarded request (A00004 if a route forgot its guard). */
export function userOf(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthorized();
  return request.user;
}

/** The merchant of a requireMerchant route. */
export function merchantOf(request: FastifyRequest): AuthMerchant {
  if (!request.merchant) throw unauthorized();
  return request.merchant;
}
