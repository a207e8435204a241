import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../config';
import type { Db } from '../db';

/**
 * Every secret of the server, by its environment variable. None has a default: a value comes
 * from the environment or is generated at first start (32 random bytes) and kept, so a restart
 * and every other API process use the same one. Never derived from another secret.
 */
export const SECRET_NAMES = [
  /** The release manager's token (x-release-token, `pnpm release`). */
  'RELEASE_TOKEN',
  /** The platform's shop-audit endpoints (x-admin-token). */
  'ADMIN_TOKEN',
  /** HMAC-SHA256 key of the sandbox payment gateway's signed notices. */
  'SANDBOX_GATEWAY_SECRET',
  /** HMAC key of the buyer's signed order-document links. */
  'ORDER_DOCUMENT_SECRET',
  /** HMAC key of the canary-override cookie and links. */
  'RELEASE_OVERRIDE_SECRET',
] as const;
export type SecretName = (typeof SECRET_NAMES)[number];
export type Secrets = Readonly<Record<SecretName, string>>;

/** Where a generated secret is kept, and what every start reports. */
export type SecretSource = 'env' | 'generated' | 'stored';
export interface LoadedSecrets {
  secrets: Secrets;
  sources: Record<SecretName, SecretSource>;
  /** Where generated secrets live ('the app_secret table', a file path, or 'memory'). */
  storeName: string;
}

/** Shorter values are guessable or typed by hand: refused wherever they come from. */
export const SECRET_MIN_LENGTH = 16;

/** Values that shipped as working defaults in earlier versions: refused in production whatever else happens. */
const FORMER_DEFAULTS = ['dev-release-token', 'dev-admin-token', 'sandbox-gateway-dev-secret'];

const generate = () => randomBytes(32).toString('base64url');

/**
 * A store for generated secrets. The file store (PGlite's data folder) keeps one JSON file, mode
 * 0600. The table store (DATABASE_URL) keeps them in `app_secret`, where the first process to
 * start inserts and every other one reads the same row, so N API processes on one PostgreSQL agree.
 */
export interface SecretStore {
  name: string;
  /** The stored value, or stores `fresh` and answers it when there is none yet (atomically). */
  getOrCreate(name: SecretName, fresh: string): Promise<{ value: string; created: boolean }>;
}

export function memoryStore(): SecretStore {
  const values = new Map<string, string>();
  return {
    name: 'memory',
    async getOrCreate(name, fresh) {
      const known = values.get(name);
      if (known) return { value: known, created: false };
      values.set(name, fresh);
      return { value: fresh, created: true };
    },
  };
}

/** The secrets file of a PGlite data folder: beside the database folder, e.g. `.data/pglite.secrets.json`. */
export const secretsFileFor = (dataDir: string) => `${dataDir.replace(/[\\/]+$/, '')}.secrets.json`;

export function fileStore(file: string): SecretStore {
  const read = (): Record<string, string> => (existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>) : {});
  return {
    name: file,
    async getOrCreate(name, fresh) {
      const values = read();
      if (values[name]) return { value: values[name], created: false };
      values[name] = fresh;
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, JSON.stringify(values, null, 2) + '\n', { mode: 0o600 });
      // writeFileSync's mode applies to new files only; an existing one is narrowed too.
      chmodSync(file, 0o600);
      return { value: fresh, created: true };
    },
  };
}

export function tableStore(db: Db): SecretStore {
  return {
    name: 'the app_secret table',
    async getOrCreate(name, fresh) {
      const inserted = await db.one<{ value: string }>(
        `INSERT INTO app_secret (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING RETURNING value`,
        [name, fresh],
      );
      if (inserted) return { value: inserted.value, created: true };
      const row = await db.one<{ value: string }>(`SELECT value FROM app_secret WHERE name = $1`, [name]);
      return { value: row!.value, created: false };
    },
  };
}

/** Text files of the repository a secret must never be copied from (sources, docs, configs, tests). */
const SCANNED = /\.(ts|tsx|js|mjs|cjs|json|md|ya?ml|sql|conf|env|txt|html)$|Dockerfile$|(^|\/)run$/;
const SKIPPED_DIRS = new Set(['node_modules', '.git', 'dist', 'artifacts', '.data', 'test-results', 'results', 'coverage']);

function repositoryTexts(root: string, out: string[] = [], depth = 0): string[] {
  if (depth > 8) return out;
  let entries: string[];
  try {
    entries = readdirSync(root);
  } catch {
    return out;
  }
  for (const entry of entries) {
    if (SKIPPED_DIRS.has(entry)) continue;
    const full = path.join(root, entry);
    let stat;
    try {
      stat = statSync(full);
    } catch {
      continue;
    }
    if (stat.isDirectory()) repositoryTexts(full, out, depth + 1);
    else if (stat.size < 2_000_000 && SCANNED.test(full)) out.push(full);
  }
  return out;
}

/**
 * Refuses what an attacker could read in the repository: a value shorter than 16 characters, a
 * former default, or (in production) any value that appears in one of the repository's files,
 * such as an example in the docs or a test's fixed key. Throws naming the variables, never the values.
 */
export function assertNoPublicSecrets(values: Partial<Record<SecretName, string>>, production: boolean, root = REPO_ROOT): void {
  const problems: string[] = [];
  const given = Object.entries(values).filter((e): e is [SecretName, string] => Boolean(e[1]));
  for (const [name, value] of given) {
    if (value.length < SECRET_MIN_LENGTH) problems.push(`${name} needs at least ${SECRET_MIN_LENGTH} characters`);
    else if (production && FORMER_DEFAULTS.includes(value)) problems.push(`${name} is a well-known development value`);
  }
  if (production && given.length) {
    const pending = new Map(given.filter(([name]) => !problems.some((p) => p.startsWith(name))));
    for (const file of repositoryTexts(root)) {
      if (!pending.size) break;
      const text = readFileSync(file, 'utf8');
      for (const [name, value] of pending) {
        if (text.includes(value)) {
          problems.push(`${name} appears in the repository (${path.relative(root, file)}): anyone can read it`);
          pending.delete(name);
        }
      }
    }
  }
  if (problems.length) throw new Error(`Refusing to start with public secrets:\n  ${problems.join('\n  ')}`);
}

/** The secrets given in the environment (empty values count as absent). */
export function secretsFromEnv(env: NodeJS.ProcessEnv): Partial<Record<SecretName, string>> {
  return Object.fromEntries(SECRET_NAMES.filter((n) => env[n]?.trim()).map((n) => [n, env[n]!.trim()]));
}

/**
 * Resolves every secret: the environment first, else the store (generating it on first start).
 * `overrides` (tests) win over both.
 */
export async function loadSecrets(opts: {
  env: NodeJS.ProcessEnv;
  production: boolean;
  store: SecretStore;
  overrides?: Partial<Record<SecretName, string>>;
}): Promise<LoadedSecrets> {
  const fromEnv = { ...secretsFromEnv(opts.env), ...opts.overrides };
  assertNoPublicSecrets(secretsFromEnv(opts.env), opts.production);
  const secrets = {} as Record<SecretName, string>;
  const sources = {} as Record<SecretName, SecretSource>;
  for (const name of SECRET_NAMES) {
    const given = fromEnv[name];
    if (given) {
      secrets[name] = given;
      sources[name] = 'env';
      continue;
    }
    const { value, created } = await opts.store.getOrCreate(name, generate());
    secrets[name] = value;
    sources[name] = created ? 'generated' : 'stored';
  }
  // A hand-edited store is held to the same rule as the environment.
  assertNoPublicSecrets(
    Object.fromEntries(SECRET_NAMES.filter((n) => sources[n] === 'stored').map((n) => [n, secrets[n]])),
    opts.production,
  );
  return { secrets, sources, storeName: opts.store.name };
}

/** The store a server uses: the app_secret table with PostgreSQL, a 0600 file beside PGlite's folder, memory for an in-memory database. */
export function secretStoreFor(db: Db, config: { databaseUrl?: string; dataDir: string }): SecretStore {
  if (config.databaseUrl) return tableStore(db);
  if (config.dataDir === 'memory://') return memoryStore();
  return fileStore(secretsFileFor(config.dataDir));
}
