import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { bindMailSchema, bindMobileSchema, companySchema, emailSchema, mobileSchema, signUpAccountSchema } from '@mall/shared/schemas';
import { localeOf, ok, parse } from '../../http/envelope';
import { userOf } from '../accounts';
import { unauthorized } from '../accounts/messages';
import { fileKeyField } from '../uploads';
import * as account from './account';
import { getCompany, saveCompany } from './company';
import { clearFootprints, deleteFootprint, footprintPage } from './footprints';
import { UserCenterError } from './i18n';
import { centerOverview } from './overview';
import { readSmsbox } from './sms';
import { saveStoreAccount, storeAccount } from './store-account';

const tags = ['userCenter'];
const cipherField = z
  .string({ error: 'validation.passwordRequired' })
  .min(1, 'validation.passwordRequired')
  .max(1024, 'validation.invalid');
const sendCodeBody = z.discriminatedUnion('channel', [
  z.object({ channel: z.literal('mail'), target: emailSchema }),
  z.object({ channel: z.literal('mobile'), target: mobileSchema }),
]);
const pagingQuery = z.object({
  current: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(50).default(20),
});
const prodIdParam = z.object({ prodId: z.coerce.number().int().positive() });
const providerParam = z.object({ provider: z.string().regex(/^[A-Za-z0-9_-]{1,32}$/, 'validation.invalid') });
const storeBody = z.object({ account: signUpAccountSchema, passWord: cipherField });

const zoneOf = (r: FastifyRequest): string => {
  const raw = r.headers['time-zone'];
  return (Array.isArray(raw) ? raw[0] : raw)?.trim() || 'UTC';
};

/** The user centre's own API: overview, avatar, bindings, company, footprints, store account. */
export function registerUserCenterRoutes(api: FastifyInstance, deps: account.BindingDeps): void {
  const { ctx } = deps;
  const { db } = ctx;
  const uid = (r: FastifyRequest) => userOf(r).userId;

  api.get(
    '/p/user/center/overview',
    { schema: { tags, summary: 'uc-home in one call: profile, level, money, coupons, orders, messages' } },
    async (r) => {
      const overview = await centerOverview(db, uid(r), localeOf(r), zoneOf(r));
      if (!overview) throw unauthorized();
      return ok(overview);
    },
  );

  // --- account: avatar and bindings --------------------------------------------------------------
  api.put(
    '/p/user/avatar',
    { schema: { tags, summary: "Make an uploaded picture (purpose 'avatar') the buyer's avatar {fileKey}" } },
    async (r) => ok(await account.setAvatar(ctx, uid(r), parse(z.object({ fileKey: fileKeyField }), r.body ?? {}).fileKey)),
  );
  api.get('/p/user/bindings', { schema: { tags, summary: 'Bound e-mail, mobile and social sign-ins' } }, async (r) =>
    ok(await account.bindings(ctx, uid(r), localeOf(r))),
  );
  api.post(
    '/p/user/sendBindCode',
    { schema: { tags, summary: 'Send a code to a new e-mail or mobile {channel: mail | mobile, target}' } },
    async (r) => {
      const { channel, target } = parse(sendCodeBody, r.body ?? {});
      await account.sendBindCode(deps, uid(r), channel, target, { ip: r.ip, locale: localeOf(r) });
      return ok(null);
    },
  );
  api.put(
    '/p/user/bindMail',
    { schema: { tags, summary: 'Bind (or change to) an e-mail verified by its code {mail, code}' } },
    async (r) => {
      const { mail, code } = parse(bindMailSchema, r.body ?? {});
      await account.bindMail(db, uid(r), mail, code);
      return ok(await account.bindings(ctx, uid(r), localeOf(r)));
    },
  );
  api.put(
    '/p/user/bindMobile',
    { schema: { tags, summary: 'Bind (or change to) a mobile verified by its code {mobile, code}' } },
    async (r) => {
      const { mobile, code } = parse(bindMobileSchema, r.body ?? {});
      await account.bindMobile(db, uid(r), mobile, code);
      return ok(await account.bindings(ctx, uid(r), localeOf(r)));
    },
  );
  api.put(
    '/p/user/unbindMail',
    { schema: { tags, summary: 'Unbind the e-mail, proven by the password {passWord (encrypted)}' } },
    async (r) => {
      await account.unbindMail(deps, uid(r), parse(z.object({ passWord: cipherField }), r.body ?? {}).passWord, r.ip);
      return ok(await account.bindings(ctx, uid(r), localeOf(r)));
    },
  );
  api.delete('/p/user/social/:provider', { schema: { tags, summary: 'Unbind a social sign-in' } }, async (r) => {
    await account.unbindSocial(db, uid(r), parse(providerParam, r.params).provider);
    return ok(await account.bindings(ctx, uid(r), localeOf(r)));
  });

  // --- company -----------------------------------------------------------------------------------
  api.get('/p/user/company', { schema: { tags, summary: "The buyer's company profile (null until saved)" } }, async (r) =>
    ok(await getCompany(ctx, uid(r))),
  );
  api.put('/p/user/company', { schema: { tags, summary: 'Save the company profile (every Company field of spec section 3)' } }, async (r) =>
    ok(await saveCompany(ctx, uid(r), parse(companySchema, r.body ?? {}))),
  );

  // --- footprints --------------------------------------------------------------------------------
  api.get(
    '/p/user/footprint/page',
    { schema: { tags, summary: "Viewed products, newest first, grouped by day in the buyer's zone" } },
    async (r) => {
      const q = parse(pagingQuery, r.query);
      return ok(await footprintPage(db, uid(r), localeOf(r), zoneOf(r), q.current, q.size));
    },
  );
  api.delete('/p/user/footprint/:prodId', { schema: { tags, summary: 'Delete one footprint' } }, async (r) => {
    if (!(await deleteFootprint(db, uid(r), parse(prodIdParam, r.params).prodId))) throw new UserCenterError('footprintNotFound', 'A00013');
    return ok(null);
  });
  api.delete('/p/user/footprint', { schema: { tags, summary: 'Delete every footprint; answers how many' } }, async (r) =>
    ok(await clearFootprints(db, uid(r))),
  );

  // --- store account -----------------------------------------------------------------------------
  api.get('/p/user/storeAccount', { schema: { tags, summary: 'The store account of an approved shop application' } }, async (r) =>
    ok(await storeAccount(ctx, uid(r))),
  );
  api.put(
    '/p/user/storeAccount',
    { schema: { tags, summary: 'Set the store account and its 6-12 digit password {account, passWord (encrypted)}' } },
    async (r) => {
      const body = parse(storeBody, r.body ?? {});
      return ok(await saveStoreAccount(ctx, uid(r), body.account, body.passWord));
    },
  );

  // --- development: the SMS adapter's outbox -----------------------------------------------------
  if (deps.settings.devInbox) {
    api.get('/dev/smsbox', { schema: { tags, summary: 'Development only: text messages in the SMS outbox, newest first' } }, async (r) => {
      const q = parse(
        z.object({ to: z.string().trim().max(32).optional(), limit: z.coerce.number().int().min(1).max(100).default(20) }),
        r.query,
      );
      return ok(await readSmsbox(db, q.to || undefined, q.limit));
    });
  }
}
