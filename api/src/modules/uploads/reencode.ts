import sharp from 'sharp';
import { ModuleError } from '../../http/messages';

/**
 * Images are decoded and encoded again before they are stored: what is kept is pixels the server
 * wrote itself, in the declared format, without anything that rode along in the original (HTML or
 * script after the image data, EXIF with the place a photo was taken). A file that does not decode
 * as the type it was declared as is refused. PDFs are kept as sent but must have a PDF's header and
 * trailer; they are only ever served as attachments of their own type (nosniff, CSP sandbox).
 */
const FORMATS: Record<string, 'png' | 'jpeg' | 'gif' | 'webp'> = {
  'image/png': 'png',
  'image/jpeg': 'jpeg',
  'image/gif': 'gif',
  'image/webp': 'webp',
};
/** Names browsers and old systems give the same types. */
const ALIASES: Record<string, string> = { 'image/jpg': 'image/jpeg', 'image/pjpeg': 'image/jpeg', 'image/x-png': 'image/png' };
/** A decompression bomb (a tiny file of huge dimensions) is refused before it is decoded. */
const MAX_PIXELS = 40_000_000;

export const normalizeImageType = (type: string) => ALIASES[type.toLowerCase()] ?? type.toLowerCase();

/**
 * Re-encodes an image whose first bytes said `sniffedType`; `declaredType` is what the uploader
 * claimed (an image type that differs from the content is refused).
 */
export async function reencodeImage(bytes: Buffer, sniffedType: string, declaredType: string): Promise<Buffer> {
  const format = FORMATS[sniffedType];
  const declared = normalizeImageType(declaredType);
  if (!format || (declared.startsWith('image/') && declared !== sniffedType)) throw new ModuleError('common', 'validation.fileFormat');
  const animated = format === 'gif' || format === 'webp';
  try {
    const image = sharp(bytes, { failOn: 'error', limitInputPixels: MAX_PIXELS, animated });
    const meta = await image.metadata();
    if (meta.format !== format) throw new Error(`decoded as ${meta.format}`);
    // Turn the pixels upright by their EXIF orientation before the metadata is dropped.
    const upright = animated ? image : image.rotate();
    switch (format) {
      case 'jpeg':
        return await upright.jpeg({ quality: 90, mozjpeg: true }).toBuffer();
      case 'png':
        return await upright.png({ compressionLevel: 9, adaptiveFiltering: true }).toBuffer();
      case 'webp':
        return await upright.webp({ quality: 90 }).toBuffer();
      case 'gif':
        return await upright.gif().toBuffer();
    }
  } catch {
    throw new ModuleError('common', 'validation.fileFormat');
  }
}

/** A PDF must start with its header and end with its trailer (within the last kilobyte, as readers accept). */
export function assertWholePdf(bytes: Buffer): void {
  const tail = bytes.subarray(Math.max(0, bytes.length - 1024)).toString('latin1');
  if (!bytes.subarray(0, 5).equals(Buffer.from('%PDF-')) || !tail.includes('%%EOF'))
    throw new ModuleError('common', 'validation.correctPdf');
}

/** The bytes to store for an upload whose content check said `contentType`. */
export async function cleanUpload(bytes: Buffer, contentType: string, declaredType: string): Promise<Buffer> {
  if (contentType === 'application/pdf') {
    assertWholePdf(bytes);
    return bytes;
  }
  return reencodeImage(bytes, contentType, declaredType);
}
