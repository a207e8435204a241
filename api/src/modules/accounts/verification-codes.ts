import { createHash, randomBytes, randomInt } from 'node:crypto';
import { RESPONSE_CODES } from '@mall/shared/codes';
import { VERIFICATION_CODE_LENGTH, type Locale } from '@mall/shared/constants';
import type { Db } from '../../db';
import { at, clock } from './clock';
import {
  CHECK_TOKEN_TTL_MS,
  CODE_IP_WINDOW_MS,
  CODE_MAX_ATTEMPTS,
  CODE_RESEND_MS,
  CODE_TTL_MS,
  type AccountsSettings,
} from './accounts-settings';
import type { Mailer } from './mail';
import { ModuleError, translate, type MessageKey } from '../../http/messages';

/**
 * E-mail verification codes: 6 digits, valid 10 minutes, 5 tries, one send per address and purpose
 * per 60 seconds and a per-IP hourly cap. Codes are stored hashed; state lives in the database.
 */
export type CodePurpose = 'login' | 'register' | 'reset' | 'password' | 'rfq' | 'bindMail' | 'bindMobile';

const PURPOSE_TEXT: Record<CodePurpose, MessageKey<'accounts'>> = {
  login: 'purposeLogin',
  register: 'purposeRegister',
  reset: 'purposeReset',
  password: 'purposePassword',
  rfq: 'purposeRfq',
  bindMail: 'purposeBindMail',
  bindMobile: 'purposeBindMobile',
};

export const normalizeMail = (mail: string): string => mail.trim().toLowerCase();
const codeHash = (purpose: CodePurpose, mail: string, code: string) =>
  createHash('sha256').update(`${purpose}:${mail}:${code}`).digest('hex');

export interface SendCodeInput {
  purpose: CodePurpose;
  mail: string;
  ip: string;
  locale: Locale;
  /**
   * Whether the address may get this code (e.g. registered for sign-in). A refusal still counts
   * towards the IP's hourly cap, so the check cannot be used to probe addresses freely.
   */
  precheck?: (mail: string) => Promise<Error | null>;
  /**
   * Whether a code is really sent (default yes). When it answers false the call goes through every
   * step a real send does (the per-address wait, the per-IP cap, the log) and answers the same,
   * but stores and mails nothing: the answer cannot tell which addresses have an account.
   */
  sendsTo?: (mail: string) => Promise<boolean>;
}

/** Sends a code; throws a ModuleError (A00001 resend too soon, A00015 too many from this IP). */
export async function sendCode(db: Db, settings: AccountsSettings, mailer: Mailer, input: SendCodeInput): Promise<void> {
  const mail = normalizeMail(input.mail);
  const code = String(randomInt(0, 10 ** VERIFICATION_CODE_LENGTH)).padStart(VERIFICATION_CODE_LENGTH, '0');

  const outcome = await db.tx(async (t) => {
    // Serialise sends per address and per IP (same order everywhere, so no deadlock).
    await t.query(`SELECT pg_advisory_xact_lock(hashtext($1))`, [`code-mail:${input.purpose}:${mail}`]);
    await t.query(`SELECT pg_advisory_xact_lock(hashtext($1))`, [`code-ip:${input.ip}`]);

    const last = await t.one<{ sentAt: Date | string }>(
      `SELECT max(sent_at) AS "sentAt" FROM code_send_log WHERE mail = $1 AND purpose = $2 AND sent_at > $3::timestamptz`,
      [mail, input.purpose, at(-CODE_RESEND_MS)],
    );
    if (last?.sentAt) {
      const wait = Math.max(1, Math.ceil((new Date(last.sentAt).getTime() + CODE_RESEND_MS - clock.now()) / 1000));
      return { error: new ModuleError('accounts', 'resendTooSoon', { params: { seconds: wait } }) };
    }
    const recent = await t.one<{ n: number }>(`SELECT count(*)::int AS n FROM code_send_log WHERE ip = $1 AND sent_at > $2::timestamptz`, [
      input.ip,
      at(-CODE_IP_WINDOW_MS),
    ]);
    if ((recent?.n ?? 0) >= settings.codeSendsPerIpHour) {
      return { error: new ModuleError('accounts', 'tooManySends', { code: RESPONSE_CODES.TOO_MANY_REQUESTS }) };
    }
    // Old rows only matter for the windows above.
    await t.query(`DELETE FROM code_send_log WHERE sent_at < $1::timestamptz`, [at(-24 * 3600 * 1000)]);

    const refused = input.precheck ? await input.precheck(mail) : null;
    await t.query(`INSERT INTO code_send_log (ip, mail, purpose, sent_at) VALUES ($1, $2, $3, $4::timestamptz)`, [
      input.ip,
      mail,
      refused ? `refused:${input.purpose}` : input.purpose,
      at(),
    ]);
    if (refused) return { error: refused };
    if (input.sendsTo && !(await input.sendsTo(mail))) return { silent: true as const };

    await t.query(
      `INSERT INTO verification_code (purpose, mail, code_hash, attempts, sent_at, expires_at)
       VALUES ($1, $2, $3, 0, $4::timestamptz, $5::timestamptz)
       ON CONFLICT (purpose, mail) DO UPDATE SET code_hash = EXCLUDED.code_hash, attempts = 0,
         sent_at = EXCLUDED.sent_at, expires_at = EXCLUDED.expires_at`,
      [input.purpose, mail, codeHash(input.purpose, mail, code), at(), at(CODE_TTL_MS)],
    );
    const params = {
      code,
      minutes: CODE_TTL_MS / 60_000,
      purpose: translate(PURPOSE_TEXT[input.purpose], input.locale, undefined, 'accounts'),
    };
    const outboxId = await mailer.enqueue(t, {
      to: mail,
      subject: translate('mailCodeSubject', input.locale, params, 'accounts'),
      text: translate('mailCodeBody', input.locale, params, 'accounts'),
      template: `code:${input.purpose}`,
      locale: input.locale,
    });
    return { outboxId };
  });
  if ('error' in outcome) throw outcome.error;
  if ('silent' in outcome) return;

  try {
    await mailer.deliver(db, outcome.outboxId);
  } catch {
    // Not delivered: forget the code and the send, so the buyer can ask again at once.
    await db.query(`DELETE FROM verification_code WHERE purpose = $1 AND mail = $2 AND code_hash = $3`, [
      input.purpose,
      mail,
      codeHash(input.purpose, mail, code),
    ]);
    await db.query(`DELETE FROM code_send_log WHERE mail = $1 AND purpose = $2 AND ip = $3 AND sent_at >= $4::timestamptz`, [
      mail,
      input.purpose,
      input.ip,
      at(-CODE_RESEND_MS),
    ]);
    throw new ModuleError('accounts', 'mailFailed');
  }
}

/** Checks a code and uses it up; wrong tries count, and the 5th wrong one voids the code. */
export async function consumeCode(db: Db, purpose: CodePurpose, rawMail: string, code: string): Promise<void> {
  const mail = normalizeMail(rawMail);
  const error = await db.tx(async (t) => {
    const row = await t.one<{ codeHash: string; attempts: number; expiresAt: Date | string }>(
      `SELECT code_hash AS "codeHash", attempts, expires_at AS "expiresAt" FROM verification_code
        WHERE purpose = $1 AND mail = $2 FOR UPDATE`,
      [purpose, mail],
    );
    if (!row) return new ModuleError('accounts', 'codeMissing');
    if (new Date(row.expiresAt).getTime() <= clock.now()) return new ModuleError('accounts', 'codeExpired');
    if (row.attempts >= CODE_MAX_ATTEMPTS) return new ModuleError('accounts', 'codeExhausted');
    if (row.codeHash !== codeHash(purpose, mail, code.trim())) {
      const attempts = row.attempts + 1;
      await t.query(`UPDATE verification_code SET attempts = $3 WHERE purpose = $1 AND mail = $2`, [purpose, mail, attempts]);
      return attempts >= CODE_MAX_ATTEMPTS
        ? new ModuleError('accounts', 'codeExhausted')
        : new ModuleError('accounts', 'codeWrong', { params: { left: CODE_MAX_ATTEMPTS - attempts } });
    }
    await t.query(`DELETE FROM verification_code WHERE purpose = $1 AND mail = $2`, [purpose, mail]);
    return null;
  });
  if (error) throw error;
}

/** A short-lived, single-use proof that an address was verified (registration step 1 -> 2). */
export async function issueCheckToken(db: Db, purpose: CodePurpose, mail: string): Promise<string> {
  const token = randomBytes(24).toString('base64url');
  await db.query(`DELETE FROM mail_check_token WHERE expires_at < $1::timestamptz`, [at()]);
  await db.query(`INSERT INTO mail_check_token (token_hash, purpose, mail, expires_at) VALUES ($1, $2, $3, $4::timestamptz)`, [
    createHash('sha256').update(token).digest('hex'),
    purpose,
    normalizeMail(mail),
    at(CHECK_TOKEN_TTL_MS),
  ]);
  return token;
}

/** Marks a check token used and returns its address (call inside the transaction that uses it). */
export async function useCheckToken(db: Db, purpose: CodePurpose, token: string): Promise<string> {
  const row = await db.one<{ mail: string }>(
    `UPDATE mail_check_token SET used_at = $3::timestamptz
      WHERE token_hash = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > $3::timestamptz
      RETURNING mail`,
    [createHash('sha256').update(token).digest('hex'), purpose, at()],
  );
  if (!row) throw new ModuleError('accounts', 'checkTokenInvalid');
  return row.mail;
}
