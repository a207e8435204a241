import { z } from 'zod';
import { addressFieldsSchema, addressSchema, withAddressRules } from '../schemas/address';
import { noData, type Contract } from './common';

/**
 * Receiving addresses (`checkout` API module, mall4j /p/address): checkout's address step and the
 * user centre's address book. The form rules are the shared addressSchema (spec section 5); the
 * country and region lists are GET /countries (contracts/system.ts).
 */

/**
 * A saved receiving address, its country and region named in the reader's language. countryCode
 * is null for an address saved before addresses had countries whose text named none: the buyer
 * chooses it when editing, and an order cannot go there until then.
 */
export const savedAddressSchema = z.object({
  addrId: z.number().int(),
  receiver: z.string(),
  countryCode: z.string().nullable(),
  countryName: z.string(),
  regionCode: z.string(),
  regionName: z.string(),
  mobile: z.string(),
  city: z.string(),
  area: z.string(),
  addr: z.string(),
  postCode: z.string(),
  commonAddr: z.boolean(),
});
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
    body: withAddressRules(addressFieldsSchema.extend({ addrId: z.number({ error: 'validation.invalid' }).int().positive() })),
    data: savedAddressSchema,
  },
  remove: { method: 'DELETE', url: '/p/address/deleteAddr/:addrId', params: addrIdParam, data: noData },
  makeDefault: { method: 'PUT', url: '/p/address/defaultAddr/:addrId', params: addrIdParam, data: noData },
  info: { method: 'GET', url: '/p/address/addrInfo/:addrId', params: addrIdParam, data: savedAddressSchema },
} as const satisfies Contract;
