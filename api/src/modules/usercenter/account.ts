import type { Locale } from '@mall/shared';
import type { BindingsView } from '@mall/shared/contracts';
import type { Db } from '../../db';
import { iso } from '../../db/sql';
import { consumeCode, sendCode, verifyPassword, type Mailer } from '../accounts';
import type { AccountsSettings } from '../accounts/accounts-settings';
import { openLoginCipher } from '../accounts/login-cipher';
import { assertNotLocked, clearFailures, recordFailure } from '../accounts/login-lockout';
import { normalizeMail } from '../accounts/verification-codes';
import { getWebConfig } from '../system/system-service';
import type { AppContext } from '../../context';
import { claimUpload, uploadService } from '../uploads';
import { ModuleError } from '../../http/messages';

/**
 * The account page: avatar (an uploaded, content-checked picture), and bindings: e-mail and mobile
 * verified by a code sent to the new address or number (the mobile through the SMS adapter),
 * unbinding the e-mail with the password, and the social sign-ins the site configures.
 */
export interface BindingDeps {
  ctx: AppContext;
  settings: AccountsSettings;
  mailer: Mailer;
  sms: Mailer;
}

export const AVATAR_PURPOSE = 'avatar';

/** Claims the buyer's uploaded avatar and makes it their picture. */
export async function setAvatar(ctx: AppContext, userId: string, fileKey: string): Promise<{ pic: string }> {
  const uploads = await uploadService(ctx);
  return ctx.db.tx(async (t) => {
    await claimUpload(uploads, { fileKey, ownerId: userId, purpose: AVATAR_PURPOSE, ref: `avatar:${userId}` });
    await t.query(`UPDATE app_user SET pic = $2, updated_at = now() WHERE user_id = $1`, [userId, fileKey]);
    return { pic: fileKey };
  });
}

async function userRow(db: Db, userId: string) {
  return (await db.one<{ userMail: string | null; userMobile: string | null; userName: string; passwordHash: string }>(
    `SELECT user_mail AS "userMail", user_mobile AS "userMobile", user_name AS "userName", password_hash AS "passwordHash" FROM app_user WHERE user_id = $1`,
    [userId],
  ))!;
}

export async function sendBindCode(
  deps: BindingDeps,
  userId: string,
  channel: 'mail' | 'mobile',
  target: string,
  req: { ip: string; locale: Locale },
): Promise<void> {
  const { db } = deps.ctx;
  const user = await userRow(db, userId);
  const precheck = async (value: string) => {
    if (channel === 'mail') {
      if (user.userMail && normalizeMail(user.userMail) === value) return new ModuleError('userCenter', 'sameMail');
      const other = await db.one(`SELECT 1 FROM app_user WHERE lower(user_mail) = $1 AND user_id <> $2`, [value, userId]);
      return other ? new ModuleError('userCenter', 'mailTaken') : null;
    }
    if (user.userMobile === value) return new ModuleError('userCenter', 'sameMobile');
    const other = await db.one(`SELECT 1 FROM app_user WHERE user_mobile = $1 AND user_id <> $2`, [value, userId]);
    return other ? new ModuleError('userCenter', 'mobileTaken') : null;
  };
  await sendCode(db, deps.settings, channel === 'mail' ? deps.mailer : deps.sms, {
    purpose: channel === 'mail' ? 'bindMail' : 'bindMobile',
    mail: target,
    ip: req.ip,
    locale: req.locale,
    precheck,
  });
}

/** Binds (or changes to) a new e-mail, proven by the code sent to it. */
export async function bindMail(db: Db, userId: string, mail: string, code: string): Promise<void> {
  await consumeCode(db, 'bindMail', mail, code);
  try {
    await db.query(`UPDATE app_user SET user_mail = $2, updated_at = now() WHERE user_id = $1`, [userId, normalizeMail(mail)]);
  } catch (err) {
    if ((err as { code?: string }).code === '23505') throw new ModuleError('userCenter', 'mailTaken');
    throw err;
  }
}

export async function bindMobile(db: Db, userId: string, mobile: string, code: string): Promise<void> {
  await consumeCode(db, 'bindMobile', mobile, code);
  try {
    await db.query(`UPDATE app_user SET user_mobile = $2, updated_at = now() WHERE user_id = $1`, [userId, mobile]);
  } catch (err) {
    if ((err as { code?: string }).code === '23505') throw new ModuleError('userCenter', 'mobileTaken');
    throw err;
  }
}

/**
 * Unbinds the e-mail, proven by the account password (encrypted like /login; wrong tries count
 * towards the sign-in lock). Without an e-mail the buyer signs in by account name or mobile.
 */
export async function unbindMail(deps: BindingDeps, userId: string, cipherText: string, ip: string): Promise<void> {
  const { db, config } = deps.ctx;
  const user = await userRow(db, userId);
  if (!user.userMail) throw new ModuleError('userCenter', 'noMail');
  const password = await openLoginCipher(db, cipherText, config.passwordKey, `unbind-mail:${userId}`);
  const key = `id:${userId}`;
  await assertNotLocked(db, 'user', key, ip);
  if (!(await verifyPassword(password, user.passwordHash))) {
    const err = await recordFailure(db, 'user', key, ip);
    throw err.key === 'wrongCredentials' ? new ModuleError('userCenter', 'passwordWrong') : err;
  }
  await clearFailures(db, 'user', [key], ip);
  await db.query(`UPDATE app_user SET user_mail = NULL, updated_at = now() WHERE user_id = $1`, [userId]);
}

interface Provider {
  type: string;
  name: string;
}

export async function bindings(ctx: AppContext, userId: string, locale: Locale): Promise<BindingsView> {
  const user = await userRow(ctx.db, userId);
  const config = await getWebConfig(ctx, locale);
  const list = Array.isArray(config?.socialLoginList) ? (config.socialLoginList as Provider[]) : [];
  const bound = await ctx.db.query<{ provider: string; boundAt: string }>(
    `SELECT provider, bound_at AS "boundAt" FROM user_social_binding WHERE user_id = $1`,
    [userId],
  );
  const at = new Map(bound.map((b) => [b.provider, b.boundAt]));
  const providers = new Map<string, string>(list.filter((p) => typeof p?.type === 'string').map((p) => [p.type, String(p.name ?? p.type)]));
  for (const b of bound) if (!providers.has(b.provider)) providers.set(b.provider, b.provider);
  return {
    userMail: user.userMail,
    userMobile: user.userMobile,
    social: [...providers].map(([provider, name]) => ({ provider, name, bound: at.has(provider), boundAt: iso(at.get(provider)) })),
  };
}

export async function unbindSocial(db: Db, userId: string, provider: string): Promise<void> {
  const row = await db.one(`DELETE FROM user_social_binding WHERE user_id = $1 AND provider = $2 RETURNING 1`, [userId, provider]);
  if (!row) throw new ModuleError('userCenter', 'socialNotBound', { code: 'A00013' });
}
