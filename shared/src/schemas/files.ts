import { BULK_IMPORT_EXTENSIONS, BULK_IMPORT_MAX_BYTES, IMAGE_MAX_BYTES } from '../constants';

/** File rules (spec section 5), usable on a File in the browser and on a buffer in the API. */
export type FileCheck = { ok: true } | { ok: false; error: string };

/** Image types the server can decode and re-encode (so BMP, which it cannot, is not one). */
export const IMAGE_MIME = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;

/** Sniffs an image type from its first bytes; null when it is not an image we accept. */
export function sniffImageType(head: Uint8Array): (typeof IMAGE_MIME)[number] | null {
  const b = head;
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'image/jpeg';
  if (b.length >= 8 && b[0] === 0x89 && b[1] === 0x50 && b[2] === 0x4e && b[3] === 0x47) return 'image/png';
  if (b.length >= 6 && b[0] === 0x47 && b[1] === 0x49 && b[2] === 0x46 && b[3] === 0x38) return 'image/gif';
  if (
    b.length >= 12 &&
    b[0] === 0x52 &&
    b[1] === 0x49 &&
    b[2] === 0x46 &&
    b[3] === 0x46 &&
    b[8] === 0x57 &&
    b[9] === 0x45 &&
    b[10] === 0x42 &&
    b[11] === 0x50
  )
    return 'image/webp';
  return null;
}

export const isPdf = (head: Uint8Array): boolean => head.length >= 5 && String.fromCharCode(...head.slice(0, 5)) === '%PDF-';

export function checkImage(head: Uint8Array, size: number, maxBytes: number = IMAGE_MAX_BYTES): FileCheck {
  if (!sniffImageType(head)) return { ok: false, error: 'validation.fileFormat' };
  if (size > maxBytes) return { ok: false, error: 'validation.fileTooLarge' };
  return { ok: true };
}

export function checkCount(existing: number, adding: number, max: number): FileCheck {
  return existing + adding > max ? { ok: false, error: 'validation.uploadLimit' } : { ok: true };
}

export function checkPdf(head: Uint8Array, existingPdfs: number, name = ''): FileCheck {
  if (existingPdfs >= 1) return { ok: false, error: 'validation.onlyOnePdf' };
  if (name && !/\.pdf$/i.test(name)) return { ok: false, error: 'validation.uploadPdf' };
  if (!isPdf(head)) return { ok: false, error: 'validation.correctPdf' };
  return { ok: true };
}

export function checkBulkImport(name: string, size: number): FileCheck {
  const dot = name.lastIndexOf('.');
  const ext = dot >= 0 ? name.slice(dot + 1).toLowerCase() : '';
  if (!(BULK_IMPORT_EXTENSIONS as readonly string[]).includes(ext)) return { ok: false, error: 'validation.fileFormat' };
  if (size > BULK_IMPORT_MAX_BYTES) return { ok: false, error: 'validation.fileTooLarge' };
  return { ok: true };
}
