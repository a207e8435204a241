import { createDecipheriv } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PASSWORD_KEY } from '../config';
import { encryptLoginPassword } from '../crypto';

function decrypt(base64: string, key: string): string {
  const d = createDecipheriv('aes-128-ecb', Buffer.from(key, 'utf8'), null);
  return Buffer.concat([d.update(Buffer.from(base64, 'base64')), d.final()]).toString('utf8');
}

describe('encryptLoginPassword', () => {
  it('decrypts (AES-128-ECB, PKCS7) to the 13-digit timestamp followed by the password', () => {
    const now = 1_700_000_000_123;
    const out = encryptLoginPassword('s3cret!Pass', DEFAULT_PASSWORD_KEY, now);
    expect(out).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(decrypt(out, DEFAULT_PASSWORD_KEY)).toBe('1700000000123s3cret!Pass');
  });

  it('uses the current time and the configured key by default', () => {
    const before = Date.now();
    const plain = decrypt(encryptLoginPassword('pässwörd'), DEFAULT_PASSWORD_KEY);
    const after = Date.now();
    const m = /^(\d{13})(.*)$/s.exec(plain);
    expect(m).not.toBeNull();
    const ts = Number(m![1]);
    expect(ts).toBeGreaterThanOrEqual(before);
    expect(ts).toBeLessThanOrEqual(after);
    expect(m![2]).toBe('pässwörd');
  });

  it('does not decrypt with another key', () => {
    const out = encryptLoginPassword('password', DEFAULT_PASSWORD_KEY, 1_700_000_000_000);
    let plain: string | null = null;
    try {
      plain = decrypt(out, '0123456789abcdef');
    } catch {
      plain = null;
    }
    expect(plain).not.toBe('1700000000000password');
  });
});
