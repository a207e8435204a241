/** Runtime configuration of the browser side, set once by the shell before anything renders. */
export interface RuntimeConfig {
  /** API base URL, e.g. '/api'. */
  apiBase: string;
  /** Public resource base URL prefixed to relative image paths. */
  resourceBase: string;
  /** Default cargo image used when an image is missing. */
  defaultImage: string;
  /** AES key for the login password (mall4j default). */
  passwordKey: string;
  production: boolean;
  /**
   * The image endpoint ('/api/img'): stored pictures are offered resized in a fixed set of widths
   * (srcset). Absent when pictures come from elsewhere (then each has one URL).
   */
  imageBase?: string;
  /**
   * The demo mailbox is on (the server keeps mail instead of sending it): the /dev/mailbox page
   * exists and every code form links to it.
   */
  devMailbox?: boolean;
  /**
   * The site lets a developer's browser point a remote at its own build (REMOTE_OVERRIDES=on,
   * docs/teams.md). Unset: allowed only in a development build of the shell.
   */
  remoteOverrides?: boolean;
}

const g = globalThis as unknown as { __MALL_CONFIG__?: Partial<RuntimeConfig> };

export const DEFAULT_PASSWORD_KEY = '-mall4j-password';

export function getConfig(): RuntimeConfig {
  const c = g.__MALL_CONFIG__ ?? {};
  return {
    apiBase: c.apiBase ?? '/api',
    resourceBase: c.resourceBase ?? '/api/res/',
    defaultImage: c.defaultImage ?? '/static/default-cargo.svg',
    passwordKey: c.passwordKey ?? DEFAULT_PASSWORD_KEY,
    production: c.production ?? true,
    imageBase: c.imageBase,
    devMailbox: c.devMailbox ?? false,
    remoteOverrides: c.remoteOverrides,
  };
}

export function setConfig(patch: Partial<RuntimeConfig>): void {
  g.__MALL_CONFIG__ = { ...(g.__MALL_CONFIG__ ?? {}), ...patch };
}
