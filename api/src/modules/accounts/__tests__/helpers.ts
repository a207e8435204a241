import type { ApiEnvelope } from '@mall/shared';
import { encryptLoginPassword } from '@mall/shared/crypto';
import { vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { call } from '../../../test/requests';
import { clock } from '../clock';

/** Shared pieces of the accounts tests: one app per file, a movable clock, sign-in dated by that clock. */
export const KEY = '-mall4j-password';

let offset = 0;
/** Moves the accounts clock forward by ms for the rest of the file (time never goes back). */
export function shiftClock(ms: number): void {
  offset += ms;
}

export async function startApp(): Promise<TestApp> {
  offset = 0;
  vi.spyOn(clock, 'now').mockImplementation(() => Date.now() + offset);
  return createTestApp();
}

/** The browser's encryption (crypto-js through the shared helper), dated by the accounts clock. */
export const enc = (password: string, at = clock.now()) => encryptLoginPassword(password, KEY, at);

export interface Tokens {
  accessToken: string;
  refreshToken: string;
  expiresIn: number;
}

export async function login(t: TestApp, userName: string, password: string, ip?: string): Promise<ApiEnvelope<Tokens>> {
  return call<Tokens>(t, 'POST', '/login', { body: { userName, passWord: enc(password) }, ip });
}

/** Signs in and returns the access token (fails the test when sign-in fails). */
export async function tokenFor(t: TestApp, userName: string, password: string): Promise<string> {
  const res = await login(t, userName, password);
  if (res.code !== '00000') throw new Error(`login failed: ${res.code} ${res.msg}`);
  return res.data.accessToken;
}

/** The newest code mailed to an address, read from the development mailbox. */
export async function latestCode(t: TestApp, mail: string): Promise<string> {
  const res = await call<{ text: string }[]>(t, 'GET', `/dev/mailbox?to=${encodeURIComponent(mail)}&limit=1`);
  const text = res.data?.[0]?.text ?? '';
  const code = /\b(\d{6})\b/.exec(text)?.[1];
  if (!code) throw new Error(`no code mailed to ${mail}`);
  return code;
}

/** A code other than the right one. */
export const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
