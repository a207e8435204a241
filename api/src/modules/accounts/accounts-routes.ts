import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { localeOf, ok, parse } from '../../http/envelope';
import {
  checkCodeBody,
  loginBody,
  mailBody,
  mailboxQuery,
  mailLoginBody,
  refreshBody,
  registerBody,
  resetPasswordBody,
  setUserInfoBody,
  updatePasswordBody,
} from './accounts-schemas';
import * as accounts from './accounts-service';
import { merchantOf, requireMerchant, tokenOf, userOf } from './guards';
import { readMailbox } from './mail';
import { unauthorized } from './messages';
import { refreshSession, revokeByAccessToken } from './sessions';

const tags = ['accounts'];

const requestInfo = (request: FastifyRequest): accounts.RequestInfo => ({
  ip: request.ip,
  locale: localeOf(request),
  userAgent: request.headers['user-agent'],
});

const body = (request: FastifyRequest) => request.body ?? {};

/** Sign-in, codes, registration, password reset/change, profile and merchant sign-in (mall4j naming). */
export function registerAccountsRoutes(api: FastifyInstance, ctx: AppContext, deps: accounts.AccountsDeps): void {
  // --- buyer sign-in and sessions -------------------------------------------------------------
  api.post('/login', { schema: { tags, summary: 'Sign in with account (or e-mail) and encrypted password' } }, async (request) => {
    const { userName, passWord } = parse(loginBody, body(request));
    return ok(await accounts.loginBuyer(deps, userName, passWord, requestInfo(request)));
  });

  api.post('/mailLogin', { schema: { tags, summary: 'Sign in with an e-mail code (unknown e-mails are refused)' } }, async (request) => {
    const { userName, passWord } = parse(mailLoginBody, body(request));
    return ok(await accounts.loginByMailCode(deps, userName, passWord, requestInfo(request)));
  });

  api.post('/sms/sendLoginCode', { schema: { tags, summary: 'E-mail a sign-in code to a registered address' } }, async (request) => {
    const { mail } = parse(mailBody, body(request));
    await accounts.sendLoginCode(deps, mail, requestInfo(request));
    return ok(null);
  });

  api.post('/token/refresh', { schema: { tags, summary: 'Swap a refresh token for a new token pair' } }, async (request) => {
    const parsed = refreshBody.safeParse(body(request));
    if (!parsed.success) throw unauthorized();
    return ok(await refreshSession(ctx.db, deps.settings, parsed.data.refreshToken));
  });

  api.post('/logOut', { schema: { tags, summary: 'End the session of the authorization token' } }, async (request) => {
    await revokeByAccessToken(ctx.db, tokenOf(request));
    return ok(null);
  });

  // --- registration (3 steps: verify e-mail, account info, complete) -------------------------
  api.post('/sms/sendRegisterCode', { schema: { tags, summary: 'E-mail a registration code to a new address' } }, async (request) => {
    const { mail } = parse(mailBody, body(request));
    await accounts.sendRegisterCode(deps, mail, requestInfo(request));
    return ok(null);
  });

  api.post(
    '/user/checkRegisterCode',
    { schema: { tags, summary: 'Verify the registration code; answers a short-lived checkToken' } },
    async (request) => {
      const { mail, code } = parse(checkCodeBody, body(request));
      return ok(await accounts.checkRegisterCode(deps, mail, code));
    },
  );

  api.post('/user/register', { schema: { tags, summary: 'Create the account on a verified e-mail and sign in' } }, async (request) => {
    const input = parse(registerBody, body(request));
    return ok(await accounts.register(deps, input, requestInfo(request)));
  });

  // --- forgot password --------------------------------------------------------------------------
  api.post('/sms/sendResetCode', { schema: { tags, summary: 'E-mail a password-reset code to a registered address' } }, async (request) => {
    const { mail } = parse(mailBody, body(request));
    await accounts.sendResetCode(deps, mail, requestInfo(request));
    return ok(null);
  });

  api.post(
    '/user/resetPassword',
    { schema: { tags, summary: 'Set a new password with an e-mail code; ends every session' } },
    async (request) => {
      const { mail, code, passWord } = parse(resetPasswordBody, body(request));
      await accounts.resetPassword(deps, mail, code, passWord);
      return ok(null);
    },
  );

  // --- signed-in buyer (/p/ is guarded for every module) ---------------------------------------
  api.get(
    '/p/user/userInfo',
    { schema: { tags, summary: 'The signed-in buyer: profile, level, points, balance (minor units)' } },
    async (request) => {
      const info = await accounts.getUserInfo(ctx.db, userOf(request).userId);
      if (!info) throw unauthorized();
      return ok(info);
    },
  );

  api.put(
    '/p/user/setUserInfo',
    { schema: { tags, summary: 'Update nickname, sex, birth date (the avatar: PUT /p/user/avatar)' } },
    async (request) => {
      const patch = parse(setUserInfoBody, body(request));
      await accounts.setUserInfo(ctx.db, userOf(request).userId, patch);
      return ok(null);
    },
  );

  api.post(
    '/p/sms/sendUpdatePwdCode',
    { schema: { tags, summary: "E-mail a password-change code to the buyer's own address" } },
    async (request) => {
      await accounts.sendUpdatePwdCode(deps, userOf(request).userId, requestInfo(request));
      return ok(null);
    },
  );

  api.put(
    '/p/user/updatePwd',
    { schema: { tags, summary: 'Change password with the current password or an e-mail code; ends other sessions' } },
    async (request) => {
      const input = parse(updatePasswordBody, body(request));
      const { userId, sessionId } = userOf(request);
      await accounts.updatePassword(deps, userId, sessionId, input, requestInfo(request));
      return ok(null);
    },
  );

  // --- merchant sign-in (merchant tokens never pass the buyer guard, nor buyer tokens this one) --
  api.post('/merchant/login', { schema: { tags, summary: 'Merchant sign-in (same password encryption as /login)' } }, async (request) => {
    const { userName, passWord } = parse(loginBody, body(request));
    return ok(await accounts.loginMerchant(deps, userName, passWord, requestInfo(request)));
  });

  api.get(
    '/merchant/info',
    { preHandler: requireMerchant(ctx), schema: { tags, summary: 'The signed-in merchant and its shop' } },
    async (request) => {
      const info = await accounts.getMerchantInfo(ctx.db, merchantOf(request).merchantId);
      if (!info) throw unauthorized();
      return ok(info);
    },
  );

  api.post(
    '/merchant/logOut',
    { preHandler: requireMerchant(ctx), schema: { tags, summary: 'End the merchant session' } },
    async (request) => {
      await revokeByAccessToken(ctx.db, tokenOf(request));
      return ok(null);
    },
  );

  // --- development mailbox (the mail adapter's outbox) ------------------------------------------
  if (deps.settings.devInbox) {
    api.get('/dev/mailbox', { schema: { tags, summary: 'Development only: mail in the outbox, newest first' } }, async (request) => {
      const { to, limit } = parse(mailboxQuery, request.query);
      return ok(await readMailbox(ctx.db, to || undefined, limit));
    });
  }
}
