import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { DEFAULT_PASSWORD_KEY } from '@mall/shared';

/** The api package folder and the monorepo root, independent of the working directory. */
export const API_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const REPO_ROOT = path.resolve(API_DIR, '..');

const flag = z
  .string()
  .optional()
  .transform((v) => v === '1' || v?.toLowerCase() === 'true');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  LISTEN_BACKLOG: z.coerce.number().int().min(1).max(65535).default(4096),
  DATABASE_URL: z
    .string()
    .optional()
    .transform((v) => v || undefined),
  DATA_DIR: z.string().min(1).optional(),
  API_PREFIX: z
    .string()
    .regex(/^\/[\w/-]*$/, 'API_PREFIX must start with / and hold only path characters')
    .default('/api'),
  PASSWORD_KEY: z.string().min(1).default(DEFAULT_PASSWORD_KEY),
  PUBLIC_RESOURCE_BASE: z.string().min(1).default('/api/res/'),
  ARTIFACTS_DIR: z.string().min(1).optional(),
  /** Where the image endpoint keeps seed pictures and resized variants (both can be made again). */
  IMAGE_CACHE_DIR: z.string().min(1).optional(),
  SHELL_DIST: z.string().min(1).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  HIDE_SALES: flag,
  /** Proxies in front of the API whose X-Forwarded-For is believed: 'true' or their addresses. Off by default. */
  TRUST_PROXY: z.string().optional(),
  /** The site's address as buyers reach it (canonical and hreflang links, sitemap, robots.txt); never taken from Host. */
  PUBLIC_ORIGIN: z
    .string()
    .optional()
    .transform((v) => v || undefined)
    .pipe(
      z
        .string()
        .regex(/^https?:\/\/[^/?#\s]+$/, 'PUBLIC_ORIGIN must be an origin such as https://shop.example (no path)')
        .optional(),
    ),
  /** Requests one client address may make per minute to this process (0 = no limit). */
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(0).default(1200),
  /** Worker threads that render first views (remote server entries run there, not in this process); 0 = none. */
  FIRST_VIEW_WORKERS: z.coerce.number().int().min(0).max(32).default(2),
  /** A first view not rendered within this is given up: the page is sent to render in the browser. */
  FIRST_VIEW_DEADLINE_MS: z.coerce.number().int().min(50).default(3000),
});

/**
 * The demo mailbox (`GET /api/dev/mailbox` and the `/dev/mailbox` page): every mail the site sends,
 * sign-in codes included, readable by anyone who reaches the site. On in development and on
 * `npm start`'s demo (MAIL_DEV_INBOX=1, scripts/start.mjs), never once SMTP_URL delivers real mail;
 * MAIL_DEV_INBOX=0 closes it anywhere.
 */
export function demoMailboxOn(env: NodeJS.ProcessEnv, production: boolean): boolean {
  if (env.SMTP_URL) return false;
  const wanted = env.MAIL_DEV_INBOX?.toLowerCase();
  if (wanted === '0' || wanted === 'false') return false;
  return !production || wanted === '1' || wanted === 'true';
}

export interface ApiConfig {
  nodeEnv: 'development' | 'production' | 'test';
  production: boolean;
  port: number;
  host: string;
  /**
   * Connections the kernel may hold for the server before it accepts them (the kernel caps it at
   * net.core.somaxconn). Node's default, 511, overflows when a flash sale's buyers connect at
   * once: a dropped connection is retried by the client a second later (docs/scaling.md).
   */
  listenBacklog: number;
  /** PostgreSQL server; when absent the embedded PGlite database is used. */
  databaseUrl?: string;
  /** PGlite data folder ('memory://' keeps it in memory). */
  dataDir: string;
  apiPrefix: string;
  passwordKey: string;
  publicResourceBase: string;
  artifactsDir: string;
  /**
   * Seed pictures and resized variants. Everything in it can be computed again from the code and
   * the stored originals, so it is shared by every data folder on a machine (default
   * `.data/image-cache`; a fresh temporary folder's worth under the OS temp folder for an
   * in-memory database).
   */
  imageCacheDir: string;
  shellDist: string;
  /** Folder served at /static/ (logo, default cargo image). */
  publicDir: string;
  logLevel: string;
  /** Forces the HIDE_SALES switch on regardless of the database row. */
  hideSales: boolean;
  /**
   * Fastify's trustProxy: false (default) means the socket address is the client's, so nobody can
   * dodge the per-IP lockout and code limits with a forged X-Forwarded-For.
   */
  trustProxy: boolean | string;
  /** https://shop.example: canonical/hreflang/sitemap/robots URLs (default http://localhost:PORT). */
  publicOrigin: string;
  /** The general per-IP limit of this process, requests per minute (0 = off). */
  rateLimitPerMinute: number;
  /** The demo mailbox is served (demoMailboxOn). */
  devMailbox: boolean;
  /** FIRST_VIEW_WORKERS / FIRST_VIEW_DEADLINE_MS (api/src/site/first-view.ts). */
  firstViewWorkers: number;
  firstViewDeadlineMs: number;
}

/** Reads and validates the environment once at start; a bad value stops the process with a clear message. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const publicOrigin = (e.PUBLIC_ORIGIN ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  const devMailbox = demoMailboxOn(env, e.NODE_ENV === 'production');
  // Behind https the site is public: a mailbox anyone can read would hand out every buyer's codes.
  if (devMailbox && publicOrigin.startsWith('https:'))
    throw new Error(
      'Invalid configuration:\n  MAIL_DEV_INBOX: the demo mailbox shows every code the site mails; it stays off behind an https PUBLIC_ORIGIN (set SMTP_URL, or MAIL_DEV_INBOX=0)',
    );
  const fromRepo = (p: string | undefined, fallback: string) => path.resolve(REPO_ROOT, p ?? fallback);
  return {
    nodeEnv: e.NODE_ENV,
    production: e.NODE_ENV === 'production',
    port: e.PORT,
    host: e.HOST,
    listenBacklog: e.LISTEN_BACKLOG,
    databaseUrl: e.DATABASE_URL,
    dataDir: e.DATA_DIR === 'memory://' ? 'memory://' : fromRepo(e.DATA_DIR, '.data/pglite'),
    apiPrefix: e.API_PREFIX.replace(/\/+$/, '') || '/api',
    passwordKey: e.PASSWORD_KEY,
    publicResourceBase: e.PUBLIC_RESOURCE_BASE,
    artifactsDir: fromRepo(e.ARTIFACTS_DIR, 'artifacts'),
    imageCacheDir: e.IMAGE_CACHE_DIR
      ? fromRepo(e.IMAGE_CACHE_DIR, '')
      : e.DATA_DIR === 'memory://'
        ? path.join(os.tmpdir(), 'mall-image-cache')
        : fromRepo(undefined, '.data/image-cache'),
    shellDist: fromRepo(e.SHELL_DIST, 'shell/dist'),
    publicDir: path.join(API_DIR, 'public'),
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    publicOrigin,
    devMailbox,
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    firstViewWorkers: e.FIRST_VIEW_WORKERS,
    firstViewDeadlineMs: e.FIRST_VIEW_DEADLINE_MS,
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === 'test' ? 'warn' : 'info'),
    hideSales: e.HIDE_SALES,
  };
}

/** TRUST_PROXY: unset or 'false' -> off, 'true' -> any proxy, otherwise a comma list of proxy addresses. */
function parseTrustProxy(v: string | undefined): boolean | string {
  if (!v || v === 'false') return false;
  return v === 'true' ? true : v;
}
