import { z } from 'zod';
import { addressSchema } from '../schemas/commerce';
import { noData, type Contract } from './common';

/**
 * Receiving addresses (`checkout` API module, mall4j /p/address): checkout's address step and the
 * user centre's address book. The form rules are the shared addressSchema (spec section 5).
 */

/** A saved receiving address. */
export const savedAddressSchema = addressSchema.extend({ addrId: z.number().int() });
export type SavedAddress = z.input<typeof savedAddressSchema>;
/** The address form's fields as sent. */
export type AddressInput = z.input<typeof addressSchema>;

const addrIdParam = z.object({
  addrId: z.coerce.number<number>({ error: 'validation.invalid' }).int('validation.invalid').positive('validation.invalid'),
});

export const addressContract = {
  list: { method: 'GET', url: '/p/address/list', data: z.array(savedAddressSchema) },
  add: { method: 'POST', url: '/p/address/addAddr', body: addressSchema, data: savedAddressSchema },
  update: {
    method: 'PUT',
    url: '/p/address/updateAddr',
    body: addressSchema.extend({ addrId: z.number({ error: 'validation.invalid' }).int().positive() }),
    data: savedAddressSchema,
  },
  remove: { method: 'DELETE', url: '/p/address/deleteAddr/:addrId', params: addrIdParam, data: noData },
  makeDefault: { method: 'PUT', url: '/p/address/defaultAddr/:addrId', params: addrIdParam, data: noData },
  info: { method: 'GET', url: '/p/address/addrInfo/:addrId', params: addrIdParam, data: savedAddressSchema },
} as const satisfies Contract;
