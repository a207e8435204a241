import { z } from 'zod';
import { isoTime, type Contract } from './common';

/**
 * The one upload flow (spec section 7: "Upload is a PUT to a full URL without credentials"):
 * ask for a signed single-use URL, PUT the bytes there, hand the file key to the form that uses
 * it. `uploads` API module; the client side is `uploadFor()` in @mall/shared.
 */

/** An upload id as clients send it (the file key the upload service answered). */
export const fileKeyField = z.string().trim().min(1, 'validation.required').max(100, 'validation.invalid');

/** The upload-URL request: the file's name, declared type and size, and what it is for (its purpose). */
export const uploadUrlBody = z.object({
  fileName: z.string({ error: 'validation.required' }).trim().min(1, 'validation.required').max(200, 'validation.invalid'),
  contentType: z
    .string({ error: 'validation.fileFormat' })
    .trim()
    .toLowerCase()
    .min(1, 'validation.fileFormat')
    .max(100, 'validation.fileFormat'),
  size: z.number({ error: 'validation.invalid' }).int('validation.invalid').positive('validation.invalid'),
  purpose: z.string({ error: 'validation.required' }).trim().min(1, 'validation.required'),
});

/** Where to PUT the bytes (10 minutes, once) and the key to submit with the form. */
export const uploadTicketSchema = z.object({
  uploadUrl: z.string(),
  fileKey: z.string(),
  expiresAt: isoTime,
  /** Where it will be served, for public purposes (null for private documents). */
  url: z.string().nullable(),
});
export type UploadTicket = z.input<typeof uploadTicketSchema>;

/** A file received and checked by its content. */
export const storedUploadSchema = z.object({ fileKey: z.string(), contentType: z.string(), size: z.number().int() });

export const fileKeyBody = z.object({ fileKey: fileKeyField });

export const uploadsContract = {
  uploadUrl: { method: 'POST', url: '/p/file/uploadUrl', body: uploadUrlBody, data: uploadTicketSchema },
  /** Lets go of a file that is not attached yet (replaced or removed before submitting). */
  discard: { method: 'POST', url: '/p/file/discard', body: fileKeyBody, data: z.boolean() },
  /** The bytes of a signed URL (disk storage); a refusal is HTTP 400 with {code, msg}. */
  put: {
    method: 'PUT',
    url: '/file/put/*',
    params: z.object({ '*': z.string() }),
    querystring: z.object({ token: z.string().min(1, 'validation.required').max(100, 'validation.invalid') }),
    data: storedUploadSchema,
  },
  /** A public uploaded file (immutable, long-cached). */
  publicFile: { method: 'GET', url: '/res/*', params: z.object({ '*': z.string() }), data: { file: '*/*' } },
} as const satisfies Contract;
