import { createHmac, timingSafeEqual } from 'node:crypto';
import { IMAGE_MAX_BYTES_LARGE, RESPONSE_CODES } from '@mall/shared';
import { z } from 'zod';
import type { Db } from '../../db';
import { ModuleError } from '../../http/messages';
import { claimUpload, registerUploadPurpose, type UploadService } from '../uploads';
import { CheckoutError } from './messages';

/**
 * Order documents the merchant uploads through the upload service: logistics (batch) vouchers,
 * the customs voucher and the issued invoice. Images or PDF, checked by content; private files
 * (never under /res/): the buyer opens them through short-lived signed links, handed out only
 * with the buyer's own paid order.
 */
export const DOCUMENT_PURPOSES = {
  logisticsVoucher: 'logistics-voucher',
  customsVoucher: 'customs-voucher',
  invoice: 'invoice',
} as const;
export type DocumentPurpose = (typeof DOCUMENT_PURPOSES)[keyof typeof DOCUMENT_PURPOSES];

/** Files one merchant may hold uploaded but not yet attached, per purpose. */
export const DOCUMENT_PENDING_MAX: Record<DocumentPurpose, number> = {
  'logistics-voucher': 10,
  'customs-voucher': 3,
  invoice: 5,
};

export function registerDocumentPurposes(): void {
  for (const purpose of Object.values(DOCUMENT_PURPOSES)) {
    registerUploadPurpose(purpose, {
      kind: 'image-or-pdf',
      maxBytes: IMAGE_MAX_BYTES_LARGE,
      maxPending: DOCUMENT_PENDING_MAX[purpose],
      public: false,
    });
  }
}

/** Uploads made with a merchant token are owned by this id (never equal to a buyer's id). */
export const merchantOwner = (merchantId: string) => `merchant:${merchantId}`;

/** Purposes a merchant token may upload for: the order documents, and those other modules allow. */
const MERCHANT_UPLOAD_PURPOSES = new Set<string>(Object.values(DOCUMENT_PURPOSES));
/** Another module's merchant uploads (e.g. quotation attachments) through /merchant/file/uploadUrl. */
export function allowMerchantUploadPurpose(purpose: string): void {
  MERCHANT_UPLOAD_PURPOSES.add(purpose);
}

/** The merchant's upload request (contracts/merchant.ts) names one of the purposes a merchant may upload for. */
export const isMerchantUploadPurpose = (purpose: string) => MERCHANT_UPLOAD_PURPOSES.has(purpose);

/**
 * Attaches a merchant's document upload to an order record, inside the caller's transaction.
 * Clear refusals before the upload service's own checks: unknown or another owner's id (not
 * found, never "someone else's"), the wrong purpose, already attached elsewhere, not uploaded.
 */
export async function claimDocument(
  t: Db,
  uploads: UploadService,
  input: { fileKey: string; ownerId: string; purpose: DocumentPurpose; ref: string },
): Promise<string> {
  const row = await t.one<{ ownerId: string; purpose: string; status: number; ref: string | null }>(
    `SELECT owner_id AS "ownerId", purpose, status, ref FROM upload WHERE file_key = $1 FOR UPDATE`,
    [input.fileKey],
  );
  if (!row || row.ownerId !== input.ownerId) throw new CheckoutError('uploadNotFound', RESPONSE_CODES.INVALID_ARGUMENT);
  if (row.purpose !== input.purpose) throw new CheckoutError('uploadWrongPurpose', RESPONSE_CODES.INVALID_ARGUMENT);
  if (row.status === 2 && row.ref !== input.ref) throw new CheckoutError('uploadUsed', RESPONSE_CODES.INVALID_ARGUMENT);
  try {
    return await claimUpload({ ...uploads, db: t }, input);
  } catch (err) {
    // The upload service refused the file itself (missing, not checked by its content).
    if (err instanceof ModuleError) throw new CheckoutError('uploadMissing', RESPONSE_CODES.INVALID_ARGUMENT);
    throw err;
  }
}

/** Signed document links live this long (the order detail hands out fresh ones on every load). */
export const DOCUMENT_LINK_TTL_MS = 30 * 60_000;

const signature = (secret: string, fileKey: string, exp: number) =>
  createHmac('sha256', secret).update(`order-doc\n${fileKey}\n${exp}`).digest('base64url');

/** A link that opens one stored document without credentials until it expires. */
export function documentLink(secret: string, apiPrefix: string, fileKey: string, now = Date.now()): string {
  const exp = Math.floor((now + DOCUMENT_LINK_TTL_MS) / 1000);
  return `${apiPrefix}/order-doc/${fileKey}?exp=${exp}&sig=${signature(secret, fileKey, exp)}`;
}

/**
 * A link is good until its exp, and never for longer than the documented 30 minutes from now: a
 * link claiming a later exp was not made here (or the key leaked), so it is refused.
 */
export function verifyDocumentLink(secret: string, fileKey: string, exp: number, sig: string, now = Date.now()): boolean {
  if (!Number.isInteger(exp) || exp * 1000 < now || exp * 1000 > now + DOCUMENT_LINK_TTL_MS + 1000) return false;
  const expected = Buffer.from(signature(secret, fileKey, exp));
  const given = Buffer.from(sig);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** Only order documents open by link: never identity papers or other private uploads. */
export const isOrderDocumentKey = (fileKey: string) => {
  const purpose = fileKey.split('/')[0] ?? '';
  // refund-voucher: the after-sales vouchers of an order (refunds module), shown to its buyer and shop.
  return purpose === 'pay-voucher' || purpose === 'refund-voucher' || (Object.values(DOCUMENT_PURPOSES) as string[]).includes(purpose);
};

export const documentQuery = z.object({ exp: z.coerce.number().int(), sig: z.string().min(10).max(100) });
