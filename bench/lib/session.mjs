// Signs in the demo buyer through the API, exactly as the login dialog does (API.md):
// passWord = Base64(AES-128-ECB-PKCS7(Date.now() + password, key)).
import { createCipheriv } from 'node:crypto';

export const DEMO_BUYER = { userName: 'buyer', password: 'Buyer@123456' };
/** The receiving address a benchmark buyer gets when the seed gave none (order confirm and submit price against one). */
export const BENCH_ADDRESS = {
  receiver: 'Bench Buyer',
  mobile: '+86 138 0000 0000',
  province: 'Guangdong',
  city: 'Shenzhen',
  area: 'Nanshan',
  addr: '1 Benchmark Road',
  postCode: '518000',
  commonAddr: true,
};
const DEFAULT_PASSWORD_KEY = '-mall4j-password';

export function encryptPassword(password, key = process.env.PASSWORD_KEY || DEFAULT_PASSWORD_KEY) {
  const k = Buffer.from(key, 'utf8');
  const cipher = createCipheriv(`aes-${k.length * 8}-ecb`, k, null);
  return Buffer.concat([cipher.update(`${Date.now()}${password}`, 'utf8'), cipher.final()]).toString('base64');
}

export async function signIn(base, { userName, password } = DEMO_BUYER) {
  const res = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userName, passWord: encryptPassword(password) }),
  });
  const body = await res.json().catch(() => null);
  const token = body?.data?.accessToken;
  if (!token) throw new Error(`sign-in as ${userName} failed: HTTP ${res.status} ${JSON.stringify(body)?.slice(0, 200)}`);
  return token;
}
