import { IMAGE_MAX_BYTES } from '@mall/shared';
import { registerMessages } from '../../http/messages';
import type { ApiModule } from '../types';
import en from './i18n/en.json';
import zh_CN from './i18n/zh_CN.json';
import { createMailer, loadAccountsSettings } from '../accounts';
import { registerUploadPurpose } from '../uploads';
import { COMPANY_LOGO_PURPOSE } from './company';
import { createSmsSender } from './sms';
import { registerUserCenterRoutes } from './usercenter-routes';

declare module '../../http/messages' {
  interface ModuleMessages {
    userCenter: typeof en;
  }
}

/**
 * The user centre's own API: the uc-home overview, avatar and account bindings (e-mail, mobile
 * through the SMS adapter, social sign-ins), the company profile, footprints and the store
 * account of an approved shop. Money, points, coupons and membership are the membership module's.
 */
export const userCenterModule: ApiModule = {
  name: 'userCenter',
  register(api, ctx) {
    registerMessages('userCenter', { en, zh_CN });
    registerUploadPurpose(COMPANY_LOGO_PURPOSE, { kind: 'image', maxBytes: IMAGE_MAX_BYTES, maxPending: 2, public: true });
    const settings = loadAccountsSettings(process.env, ctx.config.production);
    registerUserCenterRoutes(api, { ctx, settings, mailer: createMailer(settings), sms: createSmsSender() });
  },
};
