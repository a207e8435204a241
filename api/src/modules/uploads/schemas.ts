import { z } from 'zod';

/** Request bodies of the upload flow, shared by every route that hands out upload URLs or takes file keys. */

/** An upload id as clients send it (the file key the upload service answered). */
export const fileKeyField = z.string().trim().min(1, 'validation.required').max(100, 'validation.invalid');

/** The upload-URL request: the file's name, declared type and size, and what it is for. */
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
