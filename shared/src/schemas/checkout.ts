import { z } from 'zod';
import { REDIRECT_MAX_LENGTH, safeRedirectPath } from '../redirect';

/** Where a payment returns the buyer: a path on this site only (the one redirect rule, redirect.ts). */
export const returnUrlSchema = z
  .string()
  .max(REDIRECT_MAX_LENGTH, 'validation.returnUrlOffSite')
  .refine((v) => safeRedirectPath(v) !== null, 'validation.returnUrlOffSite')
  .transform((v) => safeRedirectPath(v)!);

/** Invoice types (spec section 3 "Invoice: status, type, header type and name, tax number"). */
export const INVOICE_TYPES = ['ordinary', 'vatSpecial'] as const;
export const INVOICE_HEADER_TYPES = ['personal', 'company'] as const;
export const INVOICE_HEADER_NAME_MAX = 100;
/**
 * A tax number: 8 to 20 letters and digits once spaces and dashes are dropped, upper case. Covers
 * China's 18-character unified social credit code (e.g. 91350211M000100Y43) and the VAT/tax ids
 * of other countries (DE123456789, GB123456789, ...).
 */
export const TAX_NUMBER_PATTERN = /^[A-Z0-9]{8,20}$/;

export const taxNumberSchema = z
  .string({ error: 'validation.taxNumberFormat' })
  .transform((s) => s.replace(/[\s-]/g, '').toUpperCase())
  .refine((s) => s === '' || TAX_NUMBER_PATTERN.test(s), 'validation.taxNumberFormat');

/**
 * The buyer's invoice request, at submit or from the order detail. A company header needs a tax
 * number; a VAT special invoice is issued to companies only. Same schema in the form and the API.
 */
export const invoiceRequestSchema = z
  .object({
    type: z.enum(INVOICE_TYPES, { error: 'validation.invoiceType' }),
    headerType: z.enum(INVOICE_HEADER_TYPES, { error: 'validation.invoiceHeaderType' }),
    headerName: z
      .string({ error: 'validation.invoiceHeaderName' })
      .trim()
      .min(1, 'validation.invoiceHeaderName')
      .max(INVOICE_HEADER_NAME_MAX, 'validation.invoiceHeaderNameMax'),
    taxNumber: taxNumberSchema.default(''),
  })
  .superRefine((v, ctx) => {
    if (v.headerType === 'company' && !v.taxNumber)
      ctx.addIssue({ code: 'custom', path: ['taxNumber'], message: 'validation.taxNumberRequired' });
    if (v.type === 'vatSpecial' && v.headerType !== 'company')
      ctx.addIssue({ code: 'custom', path: ['headerType'], message: 'validation.vatSpecialCompany' });
  });
export type InvoiceRequest = z.output<typeof invoiceRequestSchema>;
export type InvoiceRequestInput = z.input<typeof invoiceRequestSchema>;
/** An invoice request not filled in yet (the forms start from it). */
export const EMPTY_INVOICE_REQUEST: InvoiceRequestInput = { type: 'ordinary', headerType: 'personal', headerName: '', taxNumber: '' };
