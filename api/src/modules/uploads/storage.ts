import { mkdirSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile, mkdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { AwsV4Signer } from 'aws4fetch';

/** Where uploaded bytes live. Disk by default; an S3-compatible bucket when STORAGE_S3_ENDPOINT is set. */
export interface StorageAdapter {
  kind: 'disk' | 's3';
  /**
   * The full URL the browser PUTs to. Disk: our own /file/put endpoint (checked on receipt).
   * S3: a presigned bucket URL (checked when the file is claimed).
   */
  uploadUrl(fileKey: string, token: string, apiOrigin: string, expiresSeconds: number): Promise<string>;
  put(fileKey: string, bytes: Buffer): Promise<void>;
  /** The whole object, or null when missing. */
  get(fileKey: string): Promise<Buffer | null>;
  /** First bytes and total size, for checking a file the server did not receive itself. */
  head(fileKey: string, bytes: number): Promise<{ head: Buffer; size: number } | null>;
  remove(fileKey: string): Promise<void>;
}

const SAFE_KEY = /^[a-z0-9-]+\/[a-f0-9-]{36}$/;
export function assertSafeKey(fileKey: string): void {
  if (!SAFE_KEY.test(fileKey)) throw new Error(`unsafe file key: ${fileKey}`);
}

export function diskStorage(root: string, apiPrefix: string): StorageAdapter {
  mkdirSync(root, { recursive: true });
  const file = (key: string) => {
    assertSafeKey(key);
    return path.join(root, key);
  };
  return {
    kind: 'disk',
    uploadUrl: async (key, token, origin) => `${origin}${apiPrefix}/file/put/${key}?token=${encodeURIComponent(token)}`,
    async put(key, bytes) {
      await mkdir(path.dirname(file(key)), { recursive: true });
      await writeFile(file(key), bytes);
    },
    async get(key) {
      try {
        return await readFile(file(key));
      } catch {
        return null;
      }
    },
    async head(key, bytes) {
      const all = await this.get(key);
      return all ? { head: all.subarray(0, bytes), size: all.length } : null;
    },
    async remove(key) {
      await rm(file(key), { force: true });
    },
  };
}

export interface S3Credentials {
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
}

export interface S3Settings extends S3Credentials {
  endpoint: string;
  bucket: string;
}

/** 20130524T000000Z, the signer's clock format. */
const amzDate = (at: Date) => at.toISOString().replace(/[:-]|\.\d{3}/g, '');
const signer = (c: S3Credentials, init: Omit<ConstructorParameters<typeof AwsV4Signer>[0], keyof S3Credentials | 'service'>) =>
  new AwsV4Signer({ ...init, accessKeyId: c.accessKeyId, secretAccessKey: c.secretAccessKey, region: c.region, service: 's3' });

/** A presigned URL (SigV4 query auth, UNSIGNED-PAYLOAD, host signed) valid for expiresSeconds: the browser PUTs to it. */
export async function presignUrl(
  c: S3Credentials,
  method: string,
  rawUrl: string,
  expiresSeconds: number,
  at = new Date(),
): Promise<string> {
  const url = new URL(rawUrl);
  url.searchParams.set('X-Amz-Expires', String(expiresSeconds));
  const signed = await signer(c, { method, url: url.toString(), signQuery: true, datetime: amzDate(at) }).sign();
  return signed.url.toString();
}

/**
 * Headers (authorization, x-amz-date, x-amz-content-sha256) for a server-side request: every
 * header is signed (S3 signs `range` too) and so is the payload's hash.
 */
export async function signHeaders(
  c: S3Credentials,
  method: string,
  rawUrl: string,
  headers: Record<string, string> = {},
  body: Buffer | string = '',
  at = new Date(),
): Promise<Headers> {
  const payloadHash = createHash('sha256').update(body).digest('hex');
  const signed = await signer(c, {
    method,
    url: rawUrl,
    headers: { ...headers, 'x-amz-content-sha256': payloadHash },
    datetime: amzDate(at),
    allHeaders: true,
  }).sign();
  return signed.headers;
}

/** Path-style S3 API (MinIO, Ceph, AWS) over fetch, signed with SigV4 (aws4fetch). */
export function s3Storage(s: S3Settings): StorageAdapter {
  const objectUrl = (key: string) => {
    assertSafeKey(key);
    return `${s.endpoint.replace(/\/+$/, '')}/${s.bucket}/${key}`;
  };
  const call = async (method: string, key: string, headers: Record<string, string> = {}, body?: Buffer) =>
    fetch(objectUrl(key), {
      method,
      headers: await signHeaders(s, method, objectUrl(key), headers, body ?? ''),
      body: body ? new Uint8Array(body) : undefined,
    });
  return {
    kind: 's3',
    uploadUrl: (key, _token, _origin, expires) => presignUrl(s, 'PUT', objectUrl(key), expires),
    async put(key, bytes) {
      const res = await call('PUT', key, {}, bytes);
      if (!res.ok) throw new Error(`S3 PUT ${key}: ${res.status}`);
    },
    async get(key) {
      const res = await call('GET', key);
      if (res.status === 404) return null;
      if (!res.ok) throw new Error(`S3 GET ${key}: ${res.status}`);
      return Buffer.from(await res.arrayBuffer());
    },
    async head(key, bytes) {
      const res = await call('GET', key, { range: `bytes=0-${bytes - 1}` });
      if (res.status === 404) return null;
      if (!res.ok) throw new Error(`S3 GET ${key}: ${res.status}`);
      const head = Buffer.from(await res.arrayBuffer());
      const total = /\/(\d+)$/.exec(res.headers.get('content-range') ?? '')?.[1];
      return { head: head.subarray(0, bytes), size: total ? Number(total) : head.length };
    },
    async remove(key) {
      await call('DELETE', key);
    },
  };
}

export interface StorageEnv {
  STORAGE_S3_ENDPOINT?: string;
  STORAGE_S3_BUCKET?: string;
  STORAGE_S3_REGION?: string;
  STORAGE_S3_ACCESS_KEY?: string;
  STORAGE_S3_SECRET_KEY?: string;
  DATA_DIR?: string;
  UPLOAD_DIR?: string;
}

/**
 * Picks the adapter from the environment: S3 when STORAGE_S3_ENDPOINT is set, else disk under
 * `<DATA_DIR or .data>/uploads` (UPLOAD_DIR overrides). With an in-memory database (tests) the
 * disk folder is a fresh temporary one.
 */
export async function storageFromEnv(
  env: StorageEnv,
  opts: { repoRoot: string; dataDir: string; apiPrefix: string },
): Promise<StorageAdapter> {
  if (env.STORAGE_S3_ENDPOINT) {
    const missing = (['STORAGE_S3_BUCKET', 'STORAGE_S3_ACCESS_KEY', 'STORAGE_S3_SECRET_KEY'] as const).filter((k) => !env[k]);
    if (missing.length) throw new Error(`Invalid configuration: STORAGE_S3_ENDPOINT needs ${missing.join(', ')}`);
    return s3Storage({
      endpoint: env.STORAGE_S3_ENDPOINT,
      bucket: env.STORAGE_S3_BUCKET!,
      region: env.STORAGE_S3_REGION || 'us-east-1',
      accessKeyId: env.STORAGE_S3_ACCESS_KEY!,
      secretAccessKey: env.STORAGE_S3_SECRET_KEY!,
    });
  }
  let root: string;
  if (env.UPLOAD_DIR) root = path.resolve(opts.repoRoot, env.UPLOAD_DIR);
  else if (opts.dataDir === 'memory://') root = await mkdtemp(path.join(os.tmpdir(), 'mall-uploads-'));
  else root = path.join(env.DATA_DIR ? path.resolve(opts.repoRoot, env.DATA_DIR) : path.join(opts.repoRoot, '.data'), 'uploads');
  return diskStorage(root, opts.apiPrefix);
}
