import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppContext } from '../context';
import { releaseConfigOf } from '../modules/release/release-config';

/**
 * Security headers. Every answer gets the baseline (no MIME sniffing, referrer policy); pages get
 * a Content-Security-Policy whose only inline scripts are the boot data the server writes, each
 * carrying this response's nonce. Styles may be inline: antd writes its CSS at run time and React
 * sets style attributes, neither of which can run script.
 */
export const REFERRER_POLICY = 'strict-origin-when-cross-origin';
/**
 * Features no page of the shop uses, refused for the page and anything it frames. Only features
 * browsers know as policy-controlled: an unknown name ('bluetooth' is none) is an error in every
 * page's console.
 */
export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), interest-cohort=()';
/** A year, subdomains included: sent only when the public origin is https. */
const HSTS = 'max-age=31536000; includeSubDomains';

export const newNonce = (): string => randomBytes(18).toString('base64');

const originOf = (url: string | undefined): string | null => {
  if (!url || !/^https?:\/\//i.test(url)) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
};

/** Origins pages load code or data from besides their own: remotes on their own services, S3 storage, absolute resource bases. */
function extraOrigins(ctx: AppContext): { code: string[]; data: string[] } {
  const remotes = Object.values(releaseConfigOf(ctx).remoteOrigins)
    .map(originOf)
    .filter((o): o is string => Boolean(o));
  const data = [originOf(ctx.config.publicResourceBase), originOf(process.env.STORAGE_S3_ENDPOINT)].filter((o): o is string => Boolean(o));
  return { code: [...new Set(remotes)], data: [...new Set([...remotes, ...data])] };
}

/**
 * Where a developer's own build of a remote may be served when the site allows overrides
 * (REMOTE_OVERRIDES=on, docs/teams.md): a dev server on this machine, or any https origin; its
 * dev server's live reload talks over a WebSocket.
 */
const OVERRIDE_CODE = ['http://localhost:*', 'http://127.0.0.1:*', 'https:'];
const OVERRIDE_CONNECT = [...OVERRIDE_CODE, 'ws://localhost:*', 'ws://127.0.0.1:*'];

export function pageCsp(ctx: AppContext, nonce: string): string {
  const extra = extraOrigins(ctx);
  const overrides = releaseConfigOf(ctx).remoteOverrides;
  const code = overrides ? [...extra.code, ...OVERRIDE_CODE] : extra.code;
  const data = overrides ? [...extra.data, ...OVERRIDE_CONNECT] : extra.data;
  const list = (...items: string[]) => items.filter(Boolean).join(' ');
  const https = ctx.config.publicOrigin.startsWith('https:');
  return [
    "default-src 'self'",
    `script-src ${list("'self'", `'nonce-${nonce}'`, ...code)}`,
    `style-src ${list("'self'", "'unsafe-inline'", ...code)}`,
    // Product pictures may be absolute URLs on other hosts (spec section 3: a value starting with http is used as is).
    `img-src ${list("'self'", 'data:', 'blob:', 'https:', ...data)}`,
    `font-src ${list("'self'", 'data:', ...code)}`,
    `connect-src ${list("'self'", ...data)}`,
    `media-src ${list("'self'", 'blob:', 'https:', ...data)}`,
    // Shops' VR factory tours are third-party pages shown in a frame.
    "frame-src 'self' https:",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
    ...(https ? ['upgrade-insecure-requests'] : []),
  ].join('; ');
}

/** The headers of a page (the shell's HTML): CSP with the response's nonce, framing, referrer, features, HSTS. */
export function applyPageHeaders(reply: FastifyReply, ctx: AppContext, nonce: string): FastifyReply {
  reply
    .header('content-security-policy', pageCsp(ctx, nonce))
    .header('x-frame-options', 'SAMEORIGIN')
    .header('permissions-policy', PERMISSIONS_POLICY);
  if (ctx.config.publicOrigin.startsWith('https:')) reply.header('strict-transport-security', HSTS);
  return reply;
}

/** A strict policy for the few HTML pages the API serves itself (the sandbox gateway's hosted page): no script at all. */
export const STANDALONE_PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";

/**
 * A stored file the browser opens directly (an uploaded image, an order document). Nothing in it
 * may run or load; inline style is allowed because Chromium's own image viewer styles the document
 * it wraps around an image (without it every opened image raises a CSP report). No `sandbox`:
 * Chromium will not show a PDF (an invoice, an RFQ attachment) in a sandboxed document; uploads are
 * re-encoded and served with their checked type and nosniff, so none is ever read as a page.
 */
export const STORED_FILE_CSP = "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'";

/** Every answer: no MIME sniffing and the referrer policy (pages add the rest). */
export function installBaselineHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    if (!reply.hasHeader('x-content-type-options')) reply.header('x-content-type-options', 'nosniff');
    if (!reply.hasHeader('referrer-policy')) reply.header('referrer-policy', REFERRER_POLICY);
    return payload;
  });
}
