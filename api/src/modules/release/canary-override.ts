import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Canary overrides: a release manager pins remotes to published versions in their own browser.
 * The pins travel as a signed value `mf-chat@1.2.0-abc,mf-shop@2.0.0.<hmac>` in a cookie (or once
 * in `?mf_override=`), so nobody can pin a version without the server's secret.
 */
export const OVERRIDE_COOKIE = 'mf_override';
export const OVERRIDE_QUERY = 'mf_override';
/** A canary session lasts a working day. */
export const OVERRIDE_MAX_AGE_S = 12 * 3600;

export type OverridePins = Record<string, string>;

const PIN = /^([a-z0-9][\w-]*)@([A-Za-z0-9][\w.+-]*)$/;

function sign(payload: string, secret: string): string {
  return createHmac('sha256', secret).update(payload).digest('base64url');
}

export function encodeOverride(pins: OverridePins, secret: string): string {
  const payload = Object.entries(pins)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([remote, version]) => `${remote}@${version}`)
    .join(',');
  return `${payload}.${sign(payload, secret)}`;
}

/** The pins of a signed value; null when it is missing, malformed or not signed by us. */
export function decodeOverride(value: string | undefined, secret: string): OverridePins | null {
  if (!value) return null;
  const dot = value.lastIndexOf('.');
  if (dot <= 0) return null;
  const payload = value.slice(0, dot);
  const given = Buffer.from(value.slice(dot + 1));
  const expected = Buffer.from(sign(payload, secret));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const pins: OverridePins = {};
  for (const pin of payload.split(',')) {
    const m = PIN.exec(pin);
    if (!m) return null;
    pins[m[1]!] = m[2]!;
  }
  return Object.keys(pins).length ? pins : null;
}
