import { randomUUID } from 'node:crypto';
import type { Locale } from '@mall/shared/constants';
import type { MerchantInfo, UpdatePasswordInput, UserInfo } from '@mall/shared/contracts';
import { changePasswordSchema, registerPasswordSchema } from '@mall/shared/schemas';
import type { ApiConfig } from '../../config';
import type { Db } from '../../db';
import { parse } from '../../http/envelope';
import type { AccountsSettings } from './accounts-settings';
import { at } from './clock';
import { openLoginCipher } from './login-cipher';
import {
  assertAddressNotLocked,
  assertNotLocked,
  clearFailures,
  recordAddressFailure,
  recordFailure,
  type LoginScope,
} from './login-lockout';
import type { Mailer } from './mail';
import { ModuleError } from '../../http/messages';
import { dummyHash, hashPassword, verifyPassword } from './password-hash';
import { issueSession, revokeSessionsOf, type ClientInfo, type TokenAnswer } from './sessions';
import {
  consumeCode,
  issueCheckToken,
  normalizeMail,
  sendCode,
  useCheckToken,
  type CodePurpose,
  type SendCodeInput,
} from './verification-codes';

/** The accounts rules: sign-in, codes, registration, password reset and change, profile. */
export interface AccountsDeps {
  db: Db;
  config: ApiConfig;
  settings: AccountsSettings;
  mailer: Mailer;
}

export interface RequestInfo extends ClientInfo {
  ip: string;
  locale: Locale;
}

interface UserRow {
  userId: string;
  userName: string;
  userMail: string | null;
  passwordHash: string;
  status: number;
}

const USER_COLUMNS = `user_id AS "userId", user_name AS "userName", user_mail AS "userMail", password_hash AS "passwordHash", status`;

const findUserByLogin = (db: Db, login: string) =>
  db.one<UserRow>(
    // The account field takes the account name, the e-mail or the mobile number; the name wins.
    `SELECT ${USER_COLUMNS} FROM app_user
      WHERE lower(user_name) = $1 OR lower(user_mail) = $1 OR user_mobile = $2
      ORDER BY (lower(user_name) = $1) DESC, (lower(user_mail) = $1) DESC
      LIMIT 1`,
    [login.toLowerCase(), login],
  );

const findUserByMail = (db: Db, mail: string) =>
  db.one<UserRow>(`SELECT ${USER_COLUMNS} FROM app_user WHERE lower(user_mail) = $1`, [normalizeMail(mail)]);

const findUserById = (db: Db, userId: string) => db.one<UserRow>(`SELECT ${USER_COLUMNS} FROM app_user WHERE user_id = $1`, [userId]);

/** Lockout key: the account when it exists (whichever identifier was typed), else the typed name. */
const lockKey = (typed: string, id: string | undefined) => (id ? `id:${id}` : `name:${typed.toLowerCase()}`);

/**
 * Password sign-in shared by buyers and merchants: open the ciphertext (age, replay), refuse a
 * locked login, check the slow hash (also for unknown names, so timing tells nothing), count
 * failures, and issue a session of the scope's kind.
 */
async function passwordSignIn(
  deps: AccountsDeps,
  scope: LoginScope,
  typed: string,
  cipherText: string,
  req: RequestInfo,
  account: { id: string; passwordHash: string; status: number } | null,
): Promise<TokenAnswer> {
  const { db } = deps;
  const key = lockKey(typed, account?.id);
  const password = await openLoginCipher(db, cipherText, deps.config.passwordKey, `${scope}-login:${key}`);
  await assertAddressNotLocked(db, scope, req.ip);
  await assertNotLocked(db, scope, key, req.ip);
  const matches = await verifyPassword(password, account?.passwordHash ?? (await dummyHash()));
  if (!account || !matches) {
    const perAccount = await recordFailure(db, scope, key, req.ip);
    throw (await recordAddressFailure(db, scope, req.ip, deps.settings.loginFailuresPerIp)) ?? perAccount;
  }
  if (account.status !== 1) throw new ModuleError('accounts', 'accountClosed');
  await clearFailures(db, scope, [key], req.ip);
  return issueSession(db, deps.settings, scope, account.id, req);
}

export async function loginBuyer(deps: AccountsDeps, userName: string, cipherText: string, req: RequestInfo): Promise<TokenAnswer> {
  const typed = userName.trim();
  const user = await findUserByLogin(deps.db, typed);
  return passwordSignIn(
    deps,
    'user',
    typed,
    cipherText,
    req,
    user && { id: user.userId, passwordHash: user.passwordHash, status: user.status },
  );
}

export async function loginMerchant(deps: AccountsDeps, userName: string, cipherText: string, req: RequestInfo): Promise<TokenAnswer> {
  const typed = userName.trim();
  const m = await deps.db.one<{ id: number; passwordHash: string; status: number }>(
    `SELECT id, password_hash AS "passwordHash", status FROM merchant_account WHERE lower(user_name) = $1`,
    [typed.toLowerCase()],
  );
  return passwordSignIn(
    deps,
    'merchant',
    typed,
    cipherText,
    req,
    m && { id: String(m.id), passwordHash: m.passwordHash, status: m.status },
  );
}

const mustBeRegistered = (db: Db) => async (mail: string) =>
  (await findUserByMail(db, mail)) ? null : new ModuleError('accounts', 'mailNotRegistered');
const mustBeNew = (db: Db) => async (mail: string) => ((await findUserByMail(db, mail)) ? new ModuleError('accounts', 'mailTaken') : null);

const send = (
  deps: AccountsDeps,
  purpose: CodePurpose,
  mail: string,
  req: RequestInfo,
  checks: Pick<SendCodeInput, 'precheck' | 'sendsTo'> = {},
) => sendCode(deps.db, deps.settings, deps.mailer, { purpose, mail, ip: req.ip, locale: req.locale, ...checks });

/** Sign-in codes go to registered addresses only: an unknown e-mail is refused, never auto-registered. */
export const sendLoginCode = (deps: AccountsDeps, mail: string, req: RequestInfo) =>
  send(deps, 'login', mail, req, { precheck: mustBeRegistered(deps.db) });
export const sendRegisterCode = (deps: AccountsDeps, mail: string, req: RequestInfo) =>
  send(deps, 'register', mail, req, { precheck: mustBeNew(deps.db) });
/**
 * A reset code goes to a registered address only, and the answer is the same for any address
 * (limits included): the forgot-password form must not tell who has an account.
 */
export const sendResetCode = (deps: AccountsDeps, mail: string, req: RequestInfo) =>
  send(deps, 'reset', mail, req, { sendsTo: async (m) => (await findUserByMail(deps.db, m)) != null });

export async function sendUpdatePwdCode(deps: AccountsDeps, userId: string, req: RequestInfo): Promise<void> {
  const user = await findUserById(deps.db, userId);
  if (!user?.userMail) throw new ModuleError('accounts', 'noMailOnAccount');
  await send(deps, 'password', user.userMail, req);
}

export async function loginByMailCode(deps: AccountsDeps, mail: string, code: string, req: RequestInfo): Promise<TokenAnswer> {
  const user = await findUserByMail(deps.db, mail);
  if (!user) throw new ModuleError('accounts', 'mailNotRegistered');
  await consumeCode(deps.db, 'login', mail, code);
  if (user.status !== 1) throw new ModuleError('accounts', 'accountClosed');
  return issueSession(deps.db, deps.settings, 'user', user.userId, req);
}

/** Registration step 1: the code proves the address; the answer is a short-lived check token. */
export async function checkRegisterCode(deps: AccountsDeps, mail: string, code: string): Promise<{ checkToken: string }> {
  if (await findUserByMail(deps.db, mail)) throw new ModuleError('accounts', 'mailTaken');
  await consumeCode(deps.db, 'register', mail, code);
  return { checkToken: await issueCheckToken(deps.db, 'register', mail) };
}

export interface RegisterInput {
  checkToken: string;
  userName: string;
  passWord: string;
}

/** Registration step 2: account name + password on the verified address; signs the buyer in. */
export async function register(
  deps: AccountsDeps,
  input: RegisterInput,
  req: RequestInfo,
): Promise<TokenAnswer & { userId: string; userName: string }> {
  const { db } = deps;
  const password = parse(
    registerPasswordSchema,
    await openLoginCipher(db, input.passWord, deps.config.passwordKey, `register:${input.checkToken}`),
  );
  const passwordHash = await hashPassword(password);
  const userId = randomUUID();
  await db.tx(async (t) => {
    const mail = await useCheckToken(t, 'register', input.checkToken);
    if (await t.one(`SELECT 1 FROM app_user WHERE lower(user_name) = $1`, [input.userName.toLowerCase()]))
      throw new ModuleError('accounts', 'accountTaken');
    if (await findUserByMail(t, mail)) throw new ModuleError('accounts', 'mailTaken');
    try {
      await t.query(
        `INSERT INTO app_user (user_id, user_name, user_mail, nick_name, password_hash, created_at, updated_at)
         VALUES ($1, $2, $3, $2, $4, $5::timestamptz, $5::timestamptz)`,
        [userId, input.userName, mail, passwordHash, at()],
      );
    } catch (err) {
      // Someone registered the same name or address a moment ago.
      if ((err as { code?: string }).code === '23505')
        throw new ModuleError('accounts', String(err).includes('mail') ? 'mailTaken' : 'accountTaken');
      throw err;
    }
  });
  const tokens = await issueSession(db, deps.settings, 'user', userId, req);
  return { ...tokens, userId, userName: input.userName };
}

async function setPassword(db: Db, userId: string, passwordHash: string): Promise<void> {
  await db.query(`UPDATE app_user SET password_hash = $2, updated_at = $3::timestamptz WHERE user_id = $1`, [userId, passwordHash, at()]);
}

/** Forgot password: e-mail code + new password (registration rule); every session of the account ends. */
export async function resetPassword(deps: AccountsDeps, mail: string, code: string, cipherText: string): Promise<void> {
  const { db } = deps;
  const password = parse(
    registerPasswordSchema,
    await openLoginCipher(db, cipherText, deps.config.passwordKey, `reset:${normalizeMail(mail)}`),
  );
  // The code first: an address without an account has none, and is answered as one that asked for none.
  await consumeCode(db, 'reset', mail, code);
  const user = await findUserByMail(db, mail);
  if (!user) throw new ModuleError('accounts', 'codeMissing');
  const passwordHash = await hashPassword(password);
  await db.tx(async (t) => {
    await setPassword(t, user.userId, passwordHash);
    await revokeSessionsOf(t, 'user', user.userId);
    // The owner proved the address: lift any lock on the account.
    await clearFailures(t, 'user', [lockKey(user.userName, user.userId)]);
  });
}

/**
 * Change password for the signed-in buyer only, proven by the current password or an e-mail code
 * (never by a bare account name); every other session of the account ends.
 */
export async function updatePassword(
  deps: AccountsDeps,
  userId: string,
  sessionId: string,
  input: UpdatePasswordInput,
  req: RequestInfo,
): Promise<void> {
  const { db } = deps;
  const user = await findUserById(db, userId);
  if (!user) throw new ModuleError('accounts', 'wrongCredentials');
  if (!input.passWord && !input.code) throw new ModuleError('accounts', 'proofRequired');
  const next = parse(changePasswordSchema, await openLoginCipher(db, input.newPassWord, deps.config.passwordKey, `password-new:${userId}`));

  if (input.passWord) {
    const current = await openLoginCipher(db, input.passWord, deps.config.passwordKey, `password-current:${userId}`);
    const key = lockKey(user.userName, user.userId);
    await assertNotLocked(db, 'user', key, req.ip);
    if (!(await verifyPassword(current, user.passwordHash))) {
      const err = await recordFailure(db, 'user', key, req.ip);
      throw err.key === 'wrongCredentials' ? new ModuleError('accounts', 'oldPasswordWrong') : err;
    }
    if (current === next) throw new ModuleError('accounts', 'samePassword');
  } else {
    if (!user.userMail) throw new ModuleError('accounts', 'noMailOnAccount');
    await consumeCode(db, 'password', user.userMail, input.code!);
  }
  const passwordHash = await hashPassword(next);
  await db.tx(async (t) => {
    await setPassword(t, userId, passwordHash);
    await revokeSessionsOf(t, 'user', userId, sessionId);
  });
}

export async function getUserInfo(db: Db, userId: string): Promise<UserInfo | null> {
  return db.one<UserInfo>(
    `SELECT user_id AS "userId", user_name AS "userName", nick_name AS "nickName", pic, user_mail AS "userMail",
            user_mobile AS "userMobile", sex, to_char(birth_date, 'YYYY-MM-DD') AS "birthDate",
            level, growth, score, balance
       FROM app_user WHERE user_id = $1`,
    [userId],
  );
}

export interface UserInfoPatch {
  nickName?: string;
  /** Set by the user centre's avatar upload (a claimed upload key), never from a request body. */
  pic?: string | null;
  sex?: 'M' | 'F' | null;
  birthDate?: string | null;
}

/** Updates the given fields only; null clears an optional one. */
export async function setUserInfo(db: Db, userId: string, patch: UserInfoPatch): Promise<void> {
  const columns: Record<keyof UserInfoPatch, string> = { nickName: 'nick_name', pic: 'pic', sex: 'sex', birthDate: 'birth_date' };
  const sets: string[] = [];
  const params: unknown[] = [userId];
  for (const [field, column] of Object.entries(columns) as [keyof UserInfoPatch, string][]) {
    if (patch[field] === undefined) continue;
    params.push(patch[field]);
    sets.push(`${column} = $${params.length}${field === 'birthDate' ? '::date' : ''}`);
  }
  if (sets.length === 0) return;
  params.push(at());
  await db.query(`UPDATE app_user SET ${sets.join(', ')}, updated_at = $${params.length}::timestamptz WHERE user_id = $1`, params);
}

export const getMerchantInfo = (db: Db, merchantId: string) =>
  db.one<MerchantInfo>(
    `SELECT id AS "merchantId", user_name AS "userName", shop_id AS "shopId" FROM merchant_account WHERE id::text = $1`,
    [merchantId],
  );
