import type { FastifyRequest } from 'fastify';
import { accountsContract as c } from '@mall/shared/contracts';
import type { AppContext } from '../../context';
import { route, type Api } from '../../http/contract';
import { localeOf, ok } from '../../http/envelope';
import { unauthorized } from '../../http/messages';
import * as accounts from './accounts-service';
import { merchantOf, requireMerchant, tokenOf, userOf } from './guards';
import { readMailbox } from './mail';
import { refreshSession, revokeByAccessToken } from './sessions';
import { sessionChangesHeard } from './session-cache';

const tags = ['accounts'];

const requestInfo = (request: FastifyRequest): accounts.RequestInfo => ({
  ip: request.ip,
  locale: localeOf(request),
  userAgent: request.headers['user-agent'],
});

/** Sign-in, codes, registration, password reset/change, profile and merchant sign-in (mall4j naming). Bodies: contracts/accounts.ts. */
export function registerAccountsRoutes(api: Api, ctx: AppContext, deps: accounts.AccountsDeps): void {
  // --- buyer sign-in and sessions -------------------------------------------------------------
  route(api, c.login, { tags, summary: 'Sign in with account (or e-mail) and encrypted password' }, async (request) =>
    ok(await accounts.loginBuyer(deps, request.body.userName, request.body.passWord, requestInfo(request))),
  );

  route(api, c.mailLogin, { tags, summary: 'Sign in with an e-mail code (unknown e-mails are refused)' }, async (request) =>
    ok(await accounts.loginByMailCode(deps, request.body.userName, request.body.passWord, requestInfo(request))),
  );

  route(api, c.sendLoginCode, { tags, summary: 'E-mail a sign-in code to a registered address' }, async (request) => {
    await accounts.sendLoginCode(deps, request.body.mail, requestInfo(request));
    return ok(null);
  });

  route(api, c.refresh, { tags, summary: 'Swap a refresh token for a new token pair' }, async (request) => {
    const { refreshToken } = request.body;
    if (!refreshToken) throw unauthorized();
    const pair = await refreshSession(ctx.db, deps.settings, refreshToken);
    // The replaced access token is refused by every process once this answers (session-cache.ts).
    await sessionChangesHeard(ctx);
    return ok(pair);
  });

  route(api, c.logOut, { tags, summary: 'End the session of the authorization token' }, async (request) => {
    await revokeByAccessToken(ctx.db, tokenOf(request));
    await sessionChangesHeard(ctx);
    return ok(null);
  });

  // --- registration (3 steps: verify e-mail, account info, complete) -------------------------
  route(api, c.sendRegisterCode, { tags, summary: 'E-mail a registration code to a new address' }, async (request) => {
    await accounts.sendRegisterCode(deps, request.body.mail, requestInfo(request));
    return ok(null);
  });

  route(api, c.checkRegisterCode, { tags, summary: 'Verify the registration code; answers a short-lived checkToken' }, async (request) =>
    ok(await accounts.checkRegisterCode(deps, request.body.mail, request.body.code)),
  );

  route(api, c.register, { tags, summary: 'Create the account on a verified e-mail and sign in' }, async (request) =>
    ok(await accounts.register(deps, request.body, requestInfo(request))),
  );

  // --- forgot password --------------------------------------------------------------------------
  route(api, c.sendResetCode, { tags, summary: 'E-mail a password-reset code to a registered address' }, async (request) => {
    await accounts.sendResetCode(deps, request.body.mail, requestInfo(request));
    return ok(null);
  });

  route(api, c.resetPassword, { tags, summary: 'Set a new password with an e-mail code; ends every session' }, async (request) => {
    const { mail, code, passWord } = request.body;
    await accounts.resetPassword(deps, mail, code, passWord);
    await sessionChangesHeard(ctx);
    return ok(null);
  });

  // --- signed-in buyer (/p/ is guarded for every module) ---------------------------------------
  route(api, c.userInfo, { tags, summary: 'The signed-in buyer: profile, level, points, balance (minor units)' }, async (request) => {
    const info = await accounts.getUserInfo(ctx.db, userOf(request).userId);
    if (!info) throw unauthorized();
    return ok(info);
  });

  route(api, c.setUserInfo, { tags, summary: 'Update nickname, sex, birth date (the avatar: PUT /p/user/avatar)' }, async (request) => {
    await accounts.setUserInfo(ctx.db, userOf(request).userId, request.body);
    return ok(null);
  });

  route(api, c.sendUpdatePwdCode, { tags, summary: "E-mail a password-change code to the buyer's own address" }, async (request) => {
    await accounts.sendUpdatePwdCode(deps, userOf(request).userId, requestInfo(request));
    return ok(null);
  });

  route(
    api,
    c.updatePwd,
    { tags, summary: 'Change password with the current password or an e-mail code; ends other sessions' },
    async (request) => {
      const { userId, sessionId } = userOf(request);
      await accounts.updatePassword(deps, userId, sessionId, request.body, requestInfo(request));
      await sessionChangesHeard(ctx);
      return ok(null);
    },
  );

  // --- merchant sign-in (merchant tokens never pass the buyer guard, nor buyer tokens this one) --
  route(api, c.merchantLogin, { tags, summary: 'Merchant sign-in (same password encryption as /login)' }, async (request) =>
    ok(await accounts.loginMerchant(deps, request.body.userName, request.body.passWord, requestInfo(request))),
  );

  route(api, c.merchantInfo, { tags, summary: 'The signed-in merchant and its shop', onRequest: requireMerchant(ctx) }, async (request) => {
    const info = await accounts.getMerchantInfo(ctx.db, merchantOf(request).merchantId);
    if (!info) throw unauthorized();
    return ok(info);
  });

  route(api, c.merchantLogOut, { tags, summary: 'End the merchant session', onRequest: requireMerchant(ctx) }, async (request) => {
    await revokeByAccessToken(ctx.db, tokenOf(request));
    await sessionChangesHeard(ctx);
    return ok(null);
  });

  // --- development mailbox (the mail adapter's outbox) ------------------------------------------
  if (deps.settings.devInbox) {
    route(api, c.devMailbox, { tags, summary: 'Development only: mail in the outbox, newest first' }, async (request) =>
      ok(await readMailbox(ctx.db, request.query.to || undefined, request.query.limit)),
    );
  }
}
