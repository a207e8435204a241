import { registerMessages } from '../../http/messages';
import type { ApiModule } from '../types';
import { loadAccountsSettings } from './accounts-settings';
import { registerAccountsRoutes } from './accounts-routes';
import { installBuyerGuard } from './guards';
import { followSessionChanges } from './session-cache';
import { assertPasswordKey } from './login-cipher';
import en from './i18n/en.json';
import zh_CN from './i18n/zh_CN.json';
import { createMailer } from './mail';

declare module '../../http/messages' {
  interface ModuleMessages {
    accounts: typeof en;
  }
}

/**
 * Accounts: buyer and merchant sign-in, sessions, e-mail codes, registration, password reset and
 * change, profile. Also installs the /p/ guard every module relies on.
 */
export const accountsModule: ApiModule = {
  name: 'accounts',
  register(api, ctx) {
    registerMessages('accounts', { en, zh_CN });
    assertPasswordKey(ctx.config.passwordKey);
    const settings = loadAccountsSettings(process.env, ctx.config.production);
    const deps = { db: ctx.db, config: ctx.config, settings, mailer: createMailer(settings) };
    installBuyerGuard(api, ctx);
    followSessionChanges(api, ctx);
    registerAccountsRoutes(api, ctx, deps);
  },
};

export {
  optionalUser,
  requireMerchant,
  requireUser,
  merchantOf,
  userOf,
  tokenOf,
  type AuthMerchant,
  type AuthUser,
  type GuardHook,
} from './guards';
export { DEMO_ACCOUNTS, DEMO_BUYERS, DEMO_MERCHANTS, formatDemoAccounts } from './demo-accounts';
export { hashPassword, verifyPassword } from './password-hash';
export { createMailer, type Mailer, type OutgoingMail } from './mail';
export { consumeCode, sendCode } from './verification-codes';
export { loadAccountsSettings } from './accounts-settings';
export { resolveAccessToken, type SessionInfo } from './sessions';
export { followSessionEnds, sessionCacheStatus, sessionChangesHeard } from './session-cache';
