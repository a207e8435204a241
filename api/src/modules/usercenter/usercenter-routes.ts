import type { FastifyRequest } from 'fastify';
import { RESPONSE_CODES } from '@mall/shared';
import { userCenterContract as c } from '@mall/shared/contracts';
import { route, type Api } from '../../http/contract';
import { localeOf, ok } from '../../http/envelope';
import { ModuleError, unauthorized } from '../../http/messages';
import { sessionChangesHeard, userOf } from '../accounts';
import * as account from './account';
import { getCompany, saveCompany } from './company';
import { clearFootprints, deleteFootprint, footprintPage } from './footprints';
import { centerOverview } from './overview';
import { readSmsbox } from './sms';
import { saveStoreAccount, storeAccount } from './store-account';

const tags = ['userCenter'];

const zoneOf = (r: FastifyRequest): string => {
  const raw = r.headers['time-zone'];
  return (Array.isArray(raw) ? raw[0] : raw)?.trim() || 'UTC';
};

/** The user centre's own API: overview, avatar, bindings, company, footprints, store account; bodies in contracts/user-center.ts. */
export function registerUserCenterRoutes(api: Api, deps: account.BindingDeps): void {
  const { ctx } = deps;
  const { db } = ctx;
  const uid = (r: FastifyRequest) => userOf(r).userId;

  route(api, c.overview, { tags, summary: 'uc-home in one call: profile, level, money, coupons, orders, messages' }, async (r) => {
    const overview = await centerOverview(db, uid(r), localeOf(r), zoneOf(r));
    if (!overview) throw unauthorized();
    return ok(overview);
  });

  // --- account: avatar and bindings --------------------------------------------------------------
  route(api, c.avatar, { tags, summary: "Make an uploaded picture (purpose 'avatar') the buyer's avatar {fileKey}" }, async (r) =>
    ok(await account.setAvatar(ctx, uid(r), r.body.fileKey)),
  );
  route(api, c.bindings, { tags, summary: 'Bound e-mail, mobile and social sign-ins' }, async (r) =>
    ok(await account.bindings(ctx, uid(r), localeOf(r))),
  );
  route(api, c.sendBindCode, { tags, summary: 'Send a code to a new e-mail or mobile {channel: mail | mobile, target}' }, async (r) => {
    await account.sendBindCode(deps, uid(r), r.body.channel, r.body.target, { ip: r.ip, locale: localeOf(r) });
    return ok(null);
  });
  route(api, c.bindMail, { tags, summary: 'Bind (or change to) an e-mail verified by its code {mail, code}' }, async (r) => {
    await account.bindMail(db, uid(r), r.body.mail, r.body.code);
    return ok(await account.bindings(ctx, uid(r), localeOf(r)));
  });
  route(api, c.bindMobile, { tags, summary: 'Bind (or change to) a mobile verified by its code {mobile, code}' }, async (r) => {
    await account.bindMobile(db, uid(r), r.body.mobile, r.body.code);
    return ok(await account.bindings(ctx, uid(r), localeOf(r)));
  });
  route(api, c.unbindMail, { tags, summary: 'Unbind the e-mail, proven by the password {passWord (encrypted)}' }, async (r) => {
    await account.unbindMail(deps, uid(r), r.body.passWord, r.ip);
    return ok(await account.bindings(ctx, uid(r), localeOf(r)));
  });
  route(api, c.unbindSocial, { tags, summary: 'Unbind a social sign-in' }, async (r) => {
    await account.unbindSocial(db, uid(r), r.params.provider);
    return ok(await account.bindings(ctx, uid(r), localeOf(r)));
  });

  // --- company -----------------------------------------------------------------------------------
  route(api, c.company, { tags, summary: "The buyer's company profile (null until saved)" }, async (r) =>
    ok(await getCompany(ctx, uid(r))),
  );
  route(api, c.saveCompany, { tags, summary: 'Save the company profile (every Company field of spec section 3)' }, async (r) =>
    ok(await saveCompany(ctx, uid(r), r.body)),
  );

  // --- footprints --------------------------------------------------------------------------------
  route(api, c.footprints, { tags, summary: "Viewed products, newest first, grouped by day in the buyer's zone" }, async (r) =>
    ok(await footprintPage(db, uid(r), localeOf(r), zoneOf(r), r.query.current, r.query.size)),
  );
  route(api, c.deleteFootprint, { tags, summary: 'Delete one footprint' }, async (r) => {
    if (!(await deleteFootprint(db, uid(r), r.params.prodId)))
      throw new ModuleError('userCenter', 'footprintNotFound', { code: RESPONSE_CODES.NOT_FOUND });
    return ok(null);
  });
  route(api, c.clearFootprints, { tags, summary: 'Delete every footprint; answers how many' }, async (r) =>
    ok(await clearFootprints(db, uid(r))),
  );

  // --- store account -----------------------------------------------------------------------------
  route(api, c.storeAccount, { tags, summary: 'The store account of an approved shop application' }, async (r) =>
    ok(await storeAccount(ctx, uid(r))),
  );
  route(
    api,
    c.saveStoreAccount,
    { tags, summary: 'Set the store account and its 6-12 digit password {account, passWord (encrypted)}' },
    async (r) => {
      const saved = await saveStoreAccount(ctx, uid(r), r.body.account, r.body.passWord);
      // The store account's old sessions ended: refused by every process once this answers.
      await sessionChangesHeard(ctx);
      return ok(saved);
    },
  );

  // --- development: the SMS adapter's outbox -----------------------------------------------------
  if (deps.settings.devInbox) {
    route(api, c.smsbox, { tags, summary: 'Development only: text messages in the SMS outbox, newest first' }, async (r) =>
      ok(await readSmsbox(db, r.query.to || undefined, r.query.limit)),
    );
  }
}
