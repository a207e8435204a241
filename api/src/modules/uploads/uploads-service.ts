import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { uploadUrlBody } from '@mall/shared/contracts';
import { checkCount, isPdf, sniffImageType } from '@mall/shared/schemas';
import type { z } from 'zod';
import { REPO_ROOT } from '../../config';
import type { AppContext } from '../../context';
import type { Db } from '../../db';
import { ModuleError, type MessageKey } from '../../http/messages';
import { UPLOAD_PURPOSES, type UploadPurpose } from './purposes';
import { cleanUpload } from './reencode';
import { storageFromEnv, type StorageAdapter } from './storage';

/** A PUT link lives this long and works once. */
export const UPLOAD_URL_TTL_SECONDS = 10 * 60;
const SNIFF_BYTES = 16;

export const STATUS = { pending: 0, stored: 1, claimed: 2, refused: 3 } as const;

export interface UploadService {
  storage: StorageAdapter;
  db: Db;
}

const services = new WeakMap<AppContext, Promise<UploadService>>();

/** One service per app (the storage adapter is chosen once from the environment). */
export function uploadService(ctx: AppContext): Promise<UploadService> {
  let s = services.get(ctx);
  if (!s) {
    s = storageFromEnv(process.env, { repoRoot: REPO_ROOT, dataDir: ctx.config.dataDir, apiPrefix: ctx.config.apiPrefix }).then(
      (storage) => ({
        storage,
        db: ctx.db,
      }),
    );
    services.set(ctx, s);
  }
  return s;
}

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

export function purposeOf(name: string): UploadPurpose {
  const p = Object.hasOwn(UPLOAD_PURPOSES, name) ? UPLOAD_PURPOSES[name] : undefined;
  if (!p) throw new ModuleError('uploads', 'unknownPurpose');
  return p;
}

/** The content check of spec section 5: by the bytes, then the size. */
export function checkContent(purpose: UploadPurpose, head: Uint8Array, size: number): { contentType: string } {
  const image = sniffImageType(head);
  const pdf = isPdf(head);
  const accepted =
    purpose.kind === 'image'
      ? image
      : purpose.kind === 'pdf'
        ? pdf
          ? 'application/pdf'
          : null
        : (image ?? (pdf ? 'application/pdf' : null));
  // A PDF-only purpose words it as spec section 8 does: 'Please upload the correct PDF file'.
  if (!accepted) throw new ModuleError('common', purpose.kind === 'pdf' ? 'validation.correctPdf' : 'validation.fileFormat');
  if (size > purpose.maxBytes) throw new ModuleError('common', 'validation.fileTooLarge');
  return { contentType: accepted };
}

export type UploadUrlInput = z.output<typeof uploadUrlBody>;

/** Step 1: a signed, short-lived, single-use URL for one file, after the cheap checks. */
export async function createUploadUrl(svc: UploadService, ownerId: string, input: UploadUrlInput, apiOrigin: string) {
  const purpose = purposeOf(input.purpose);
  if (input.size > purpose.maxBytes) throw new ModuleError('common', 'validation.fileTooLarge');
  const declaredOk =
    purpose.kind === 'pdf'
      ? input.contentType === 'application/pdf'
      : purpose.kind === 'image'
        ? input.contentType.startsWith('image/')
        : /^(image\/|application\/pdf$)/.test(input.contentType);
  if (!declaredOk) throw new ModuleError('common', purpose.kind === 'pdf' ? 'validation.uploadPdf' : 'validation.fileFormat');

  return svc.db.tx(async (db) => {
    // Serialise per owner so two tabs cannot both take the last free slot.
    await db.query(`SELECT pg_advisory_xact_lock(hashtext('upload:' || $1))`, [ownerId]);
    const row = await db.one<{ n: number }>(
      `SELECT count(*)::int AS n FROM upload
        WHERE owner_id = $1 AND purpose = $2 AND (status = 1 OR (status = 0 AND expires_at > now()))`,
      [ownerId, input.purpose],
    );
    let pending = row?.n ?? 0;
    // The limit is the form's (what it attaches): files uploaded for a form that was left and never
    // attached make room, oldest first, instead of refusing the buyer for a day (issue 40). Only
    // uploads still under way count against it in full. Released files go with the refused ones.
    if (pending >= purpose.maxPending) {
      const released = await db.query(
        `UPDATE upload SET status = 3 WHERE file_key IN (
           SELECT file_key FROM upload WHERE owner_id = $1 AND purpose = $2 AND status = 1 ORDER BY created_at, file_key LIMIT $3)
         RETURNING file_key`,
        [ownerId, input.purpose, pending - purpose.maxPending + 1],
      );
      pending -= released.length;
    }
    const count = checkCount(pending, 1, purpose.maxPending);
    if (!count.ok) throw new ModuleError('common', count.error as MessageKey<'common'>);

    const fileKey = `${input.purpose}/${randomUUID()}`;
    const token = randomBytes(24).toString('base64url');
    const expiresAt = new Date(Date.now() + UPLOAD_URL_TTL_SECONDS * 1000);
    await db.query(
      `INSERT INTO upload (file_key, owner_id, purpose, original_name, declared_type, declared_size, token_hash, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [
        fileKey,
        ownerId,
        input.purpose,
        input.fileName.slice(0, 200),
        input.contentType.slice(0, 100),
        input.size,
        sha256(token),
        expiresAt,
      ],
    );
    return {
      uploadUrl: await svc.storage.uploadUrl(fileKey, token, apiOrigin, UPLOAD_URL_TTL_SECONDS),
      fileKey,
      expiresAt: expiresAt.toISOString(),
      /** Where it will be served, for public purposes (null for private documents). */
      url: purpose.public ? fileKey : null,
    };
  });
}

/**
 * Step 2 (disk storage): the browser's PUT. The token is spent whatever happens; the bytes are
 * kept only when they pass the content and size check.
 */
export async function receiveUpload(svc: UploadService, fileKey: string, token: string, bytes: Buffer) {
  const row = await svc.db.one<{ purpose: string; declaredType: string }>(
    `UPDATE upload SET token_hash = NULL
      WHERE file_key = $1 AND status = 0 AND token_hash = $2 AND expires_at > now()
      RETURNING purpose, declared_type AS "declaredType"`,
    [fileKey, sha256(token)],
  );
  if (!row) throw new ModuleError('uploads', 'linkInvalid');
  let contentType: string;
  let clean: Buffer;
  try {
    ({ contentType } = checkContent(purposeOf(row.purpose), bytes.subarray(0, SNIFF_BYTES), bytes.length));
    clean = await cleanUpload(bytes, contentType, row.declaredType);
  } catch (err) {
    await svc.db.query(`UPDATE upload SET status = 3 WHERE file_key = $1`, [fileKey]);
    throw err;
  }
  await svc.storage.put(fileKey, clean);
  await svc.db.query(`UPDATE upload SET status = 1, content_type = $2, size = $3, stored_at = now() WHERE file_key = $1`, [
    fileKey,
    contentType,
    clean.length,
  ]);
  return { fileKey, contentType, size: clean.length };
}

/**
 * S3 storage never sees our server on the PUT: check the object when it is first used, and
 * replace it with its re-encoded copy (as receiveUpload does on disk).
 */
async function verifyRemote(svc: UploadService, fileKey: string, purposeName: string): Promise<void> {
  const found = await svc.storage.head(fileKey, SNIFF_BYTES);
  if (!found) throw new ModuleError('uploads', 'fileMissing');
  try {
    const { contentType } = checkContent(purposeOf(purposeName), found.head, found.size);
    const bytes = await svc.storage.get(fileKey);
    if (!bytes) throw new ModuleError('uploads', 'fileMissing');
    const declared = await svc.db.one<{ declaredType: string }>(`SELECT declared_type AS "declaredType" FROM upload WHERE file_key = $1`, [
      fileKey,
    ]);
    const clean = await cleanUpload(bytes, contentType, declared?.declaredType ?? contentType);
    await svc.storage.put(fileKey, clean);
    await svc.db.query(
      `UPDATE upload SET status = 1, token_hash = NULL, content_type = $2, size = $3, stored_at = now() WHERE file_key = $1`,
      [fileKey, contentType, clean.length],
    );
  } catch (err) {
    await svc.db.query(`UPDATE upload SET status = 3 WHERE file_key = $1`, [fileKey]);
    await svc.storage.remove(fileKey);
    throw err;
  }
}

export interface ClaimInput {
  fileKey: string;
  ownerId: string;
  purpose: string;
  /** What the file is attached to, e.g. 'shop_apply:12'. */
  ref: string;
}

/**
 * Attaches an uploaded file to something: it must be the caller's, of that purpose, stored and
 * checked. Re-claiming a file already attached to the same ref is a no-op (resubmits). Call it in
 * the same transaction as the write that references the key.
 */
export async function claimUpload(svc: UploadService, input: ClaimInput): Promise<string> {
  const row = await svc.db.one<{ status: number; ownerId: string; purpose: string; ref: string | null }>(
    `SELECT status, owner_id AS "ownerId", purpose, ref FROM upload WHERE file_key = $1`,
    [input.fileKey],
  );
  if (!row || row.ownerId !== input.ownerId || row.purpose !== input.purpose) throw new ModuleError('uploads', 'fileNotYours');
  if (row.status === STATUS.claimed) {
    if (row.ref === input.ref) return input.fileKey;
    throw new ModuleError('uploads', 'fileNotYours');
  }
  if (row.status === STATUS.pending && svc.storage.kind === 's3') await verifyRemote(svc, input.fileKey, row.purpose);
  else if (row.status !== STATUS.stored) throw new ModuleError('uploads', 'fileMissing');
  const done = await svc.db.one(
    `UPDATE upload SET status = 2, ref = $2, claimed_at = now() WHERE file_key = $1 AND status = 1 RETURNING file_key`,
    [input.fileKey, input.ref],
  );
  if (!done) throw new ModuleError('uploads', 'fileMissing');
  return input.fileKey;
}

/** Lets a file go (replaced in a form before submitting); only unattached files of the owner. */
export async function discardUpload(svc: UploadService, ownerId: string, fileKey: string): Promise<boolean> {
  const row = await svc.db.one(`DELETE FROM upload WHERE file_key = $1 AND owner_id = $2 AND status IN (0, 1, 3) RETURNING file_key`, [
    fileKey,
    ownerId,
  ]);
  if (row) await svc.storage.remove(fileKey).catch(() => undefined);
  return Boolean(row);
}

/** A public file's bytes and type for /api/res/<key>; null when unknown or private. */
export async function readPublic(svc: UploadService, fileKey: string): Promise<{ bytes: Buffer; contentType: string } | null> {
  const row = await svc.db.one<{ purpose: string; contentType: string | null }>(
    `SELECT purpose, content_type AS "contentType" FROM upload WHERE file_key = $1 AND status IN (1, 2)`,
    [fileKey],
  );
  if (!row?.contentType || !UPLOAD_PURPOSES[row.purpose]?.public) return null;
  const bytes = await svc.storage.get(fileKey);
  return bytes ? { bytes, contentType: row.contentType } : null;
}

/** Any stored file's bytes for a trusted server-side caller (e.g. the platform audit viewing ID documents). */
export async function readStored(svc: UploadService, fileKey: string): Promise<{ bytes: Buffer; contentType: string } | null> {
  const row = await svc.db.one<{ contentType: string | null }>(
    `SELECT content_type AS "contentType" FROM upload WHERE file_key = $1 AND status IN (1, 2)`,
    [fileKey],
  );
  if (!row?.contentType) return null;
  const bytes = await svc.storage.get(fileKey);
  return bytes ? { bytes, contentType: row.contentType } : null;
}
