import CryptoJS from 'crypto-js';
import { getConfig } from './config';

/**
 * The login wire format (API.md): Base64( AES-ECB-PKCS7( Date.now() + password, key ) ).
 * The timestamp is 13 digits of milliseconds.
 */
export function encryptLoginPassword(password: string, key = getConfig().passwordKey, now = Date.now()): string {
  const k = CryptoJS.enc.Utf8.parse(key);
  const cipher = CryptoJS.AES.encrypt(CryptoJS.enc.Utf8.parse(String(now) + password), k, {
    mode: CryptoJS.mode.ECB,
    padding: CryptoJS.pad.Pkcs7,
  });
  return cipher.toString();
}
