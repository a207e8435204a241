import { z } from 'zod';
import { addressPhoneSchema, shopAddressSchema, shopDescriptionSchema, shopNameSchema } from '@mall/shared/schemas';
import { APPLY_FILES } from './apply-service';
import { PROD_SORTS, SHOP_SORTS } from './shops-service';

/** Inputs of the shops routes; the application uses the same shared rules as the form. */
const id = z.coerce.number({ error: 'validation.invalid' }).int('validation.invalid').positive('validation.invalid');
const current = z.coerce.number().int().min(1).max(10_000).default(1);
const size = z.coerce.number().int().min(1).max(100).default(20);
const optionalText = z
  .string()
  .trim()
  .max(100, 'validation.invalid')
  .optional()
  .transform((v) => v || undefined);
const optionalId = z
  .union([z.literal(''), id])
  .optional()
  .transform((v) => (v === '' ? undefined : v));

export const shopPageQuery = z.object({
  keyword: optionalText,
  categoryId: optionalId,
  region: optionalText,
  sort: z.enum(SHOP_SORTS).default('default'),
  current,
  size,
});

export const shopIdQuery = z.object({ shopId: id });
export const shopIdBody = z.object({ shopId: id });

export const shopProdQuery = z.object({
  shopId: id,
  keyword: optionalText,
  categoryId: optionalId,
  sort: z.enum(PROD_SORTS).default('default'),
  current,
  size,
});

export const pageQuery = z.object({ current, size });

const fileKey = z.string({ error: 'shops.fileRequired' }).trim().min(1, 'shops.fileRequired').max(100, 'validation.invalid');

export const shopApplyBody = z.object({
  shopName: shopNameSchema,
  contactPhone: addressPhoneSchema,
  region: z.string({ error: 'validation.regionRequired' }).trim().min(1, 'validation.regionRequired').max(100, 'validation.invalid'),
  address: shopAddressSchema.max(200, 'validation.invalid'),
  lat: z.coerce.number({ error: 'shops.locationRequired' }).min(-90, 'shops.locationRequired').max(90, 'shops.locationRequired'),
  lng: z.coerce.number({ error: 'shops.locationRequired' }).min(-180, 'shops.locationRequired').max(180, 'shops.locationRequired'),
  intro: shopDescriptionSchema,
  logo: fileKey,
  businessLicence: fileKey,
  idCardFront: fileKey,
  idCardBack: fileKey,
});

export const auditBody = z.object({
  applyId: id,
  pass: z.boolean({ error: 'validation.required' }),
  remark: z.string().trim().max(500, 'validation.invalid').optional(),
});

export const applyPageQuery = z.object({
  status: z.coerce.number().int().min(-1).max(1).optional(),
  current,
  size,
});

export const applyFileQuery = z.object({
  applyId: id,
  field: z.enum(Object.keys(APPLY_FILES) as [keyof typeof APPLY_FILES, ...(keyof typeof APPLY_FILES)[]]),
});
