import { createDecipheriv, createHash } from 'node:crypto';
import type { Db } from '../../db';
import { at, clock } from './clock';
import { CIPHER_MEMORY_MS, LOGIN_MAX_AGE_MS, LOGIN_MAX_FUTURE_MS } from './accounts-settings';
import { ModuleError } from '../../http/messages';

/**
 * The login wire format (API.md): passWord = Base64( AES-ECB-PKCS7( Date.now() + password, key ) ),
 * the 13-digit millisecond timestamp first. crypto-js picks AES-128/192/256 from the key length,
 * so the server does too.
 */
function cipherName(key: Buffer): string {
  if (key.length === 16) return 'aes-128-ecb';
  if (key.length === 24) return 'aes-192-ecb';
  if (key.length === 32) return 'aes-256-ecb';
  throw new Error(`PASSWORD_KEY must be 16, 24 or 32 bytes (got ${key.length})`);
}

export function assertPasswordKey(key: string): void {
  cipherName(Buffer.from(key, 'utf8'));
}

export interface OpenedCipher {
  timestamp: number;
  password: string;
}

/**
 * Canonical Base64 only: whole 4-character groups, padding exactly where the length needs it, and
 * no stray bits in the last character. Anything else decodes to the same bytes under a different
 * text (padding added or dropped, a whitespace inserted), so it is refused rather than normalised.
 */
const CANONICAL_BASE64 = /^(?:[A-Za-z0-9+/]{4})+(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$|^(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)$/;
export function isCanonicalBase64(text: string): boolean {
  return CANONICAL_BASE64.test(text) && Buffer.from(text, 'base64').toString('base64') === text;
}

/** Decrypts and splits; throws cipherInvalid for anything that is not our format. */
export function decryptLoginCipher(cipherText: string, key: string): OpenedCipher {
  const k = Buffer.from(key, 'utf8');
  let plain: string;
  try {
    if (!isCanonicalBase64(cipherText)) throw new Error('not canonical base64');
    const decipher = createDecipheriv(cipherName(k), k, null);
    plain = Buffer.concat([decipher.update(Buffer.from(cipherText, 'base64')), decipher.final()]).toString('utf8');
  } catch {
    throw new ModuleError('accounts', 'cipherInvalid');
  }
  const match = /^(\d{13})([\s\S]*)$/.exec(plain);
  if (!match) throw new ModuleError('accounts', 'cipherInvalid');
  return { timestamp: Number(match[1]), password: match[2] };
}

/**
 * Opens a login ciphertext: decrypts it, refuses a timestamp more than 10 minutes old or more than
 * 1 minute ahead, and refuses a (purpose + account, timestamp) seen before: a replay, whatever text
 * carried it (ECB gives one text per timestamp and password, so the pair is what identifies an
 * attempt). Returns the password.
 */
export async function openLoginCipher(db: Db, cipherText: string, key: string, account: string): Promise<string> {
  const { timestamp, password } = decryptLoginCipher(cipherText, key);
  const now = clock.now();
  if (timestamp < now - LOGIN_MAX_AGE_MS) throw new ModuleError('accounts', 'requestExpired');
  if (timestamp > now + LOGIN_MAX_FUTURE_MS) throw new ModuleError('accounts', 'requestFromFuture');

  const hash = createHash('sha256').update(`${account}\n${timestamp}`).digest('hex');
  await db.query('DELETE FROM login_cipher_seen WHERE seen_at < $1::timestamptz', [at(-CIPHER_MEMORY_MS)]);
  const fresh = await db.one(
    `INSERT INTO login_cipher_seen (cipher_hash, seen_at) VALUES ($1, $2::timestamptz)
     ON CONFLICT (cipher_hash) DO NOTHING RETURNING cipher_hash`,
    [hash, at()],
  );
  if (!fresh) throw new ModuleError('accounts', 'requestReplayed');
  return password;
}
