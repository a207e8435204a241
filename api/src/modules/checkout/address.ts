import { RESPONSE_CODES, type Locale } from '@mall/shared';
import { regionIssue, type addressSchema } from '@mall/shared/schemas';
import type { SavedAddress as Address } from '@mall/shared/contracts';
import type { z } from 'zod';
import type { Db } from '../../db';
import { invalidField } from '../../http/messages';
import { countryOf } from '../system/countries';
import { CheckoutError } from './messages';

/** Receiving addresses (API.md /p/address), validated with the shared addressSchema. */
export type AddressInput = z.output<typeof addressSchema>;
export type { Address };

/** An address as stored; named in a language by `named`. */
export interface AddressRow extends Omit<Address, 'countryName' | 'addrId'> {
  addrId: number | string;
  /** The free text of an address saved before addresses had countries (migration 0250). */
  province?: string | null;
}

export const ADDRESS_COLS = `addr_id AS "addrId", receiver, mobile, country_code AS "countryCode", region_code AS "regionCode",
  region_name AS "regionName", province, city, area, addr, post_code AS "postCode", common_addr AS "commonAddr"`;

/** The address in the reader's language: its country's and region's names from GET /countries' data. */
export async function named(row: AddressRow, locale: Locale): Promise<Address> {
  const country = row.countryCode ? await countryOf(row.countryCode, locale) : null;
  const region = country?.regions.find((r) => r.code === row.regionCode);
  return {
    addrId: Number(row.addrId),
    receiver: row.receiver,
    countryCode: row.countryCode,
    countryName: country?.name ?? '',
    regionCode: row.regionCode,
    regionName: region?.name ?? (row.regionName || row.province || ''),
    mobile: row.mobile,
    city: row.city,
    area: row.area,
    addr: row.addr,
    postCode: row.postCode,
    commonAddr: row.commonAddr,
  };
}

/** The rule the schema cannot check alone: the region is one of the country's (the form checks the same list). */
async function checkRegion(input: AddressInput): Promise<void> {
  const country = await countryOf(input.countryCode, 'en');
  const issue = regionIssue(input.regionCode, country?.regions);
  if (issue === 'validation.addressCountryRequired') throw invalidField('countryCode', issue);
  if (issue) throw invalidField('regionCode', 'validation.regionRequired');
}

export async function listAddresses(db: Db, userId: string, locale: Locale): Promise<Address[]> {
  const rows = await db.query<AddressRow>(
    `SELECT ${ADDRESS_COLS} FROM user_addr WHERE user_id = $1 ORDER BY common_addr DESC, addr_id DESC`,
    [userId],
  );
  return Promise.all(rows.map((r) => named(r, locale)));
}

async function rowOf(db: Db, userId: string, addrId: number): Promise<AddressRow> {
  const row = await db.one<AddressRow>(`SELECT ${ADDRESS_COLS} FROM user_addr WHERE user_id = $1 AND addr_id = $2`, [userId, addrId]);
  if (!row) throw new CheckoutError('addressNotFound', RESPONSE_CODES.NOT_FOUND);
  return row;
}

export async function addressOf(db: Db, userId: string, addrId: number, locale: Locale): Promise<Address> {
  return named(await rowOf(db, userId, addrId), locale);
}

export async function defaultAddress(db: Db, userId: string, locale: Locale): Promise<Address | null> {
  const row = await db.one<AddressRow>(
    `SELECT ${ADDRESS_COLS} FROM user_addr WHERE user_id = $1 ORDER BY common_addr DESC, addr_id DESC LIMIT 1`,
    [userId],
  );
  return row ? named(row, locale) : null;
}

const VALUES = (input: AddressInput) => [
  input.receiver,
  input.mobile,
  input.countryCode,
  input.regionCode,
  input.regionName,
  input.city,
  input.area,
  input.addr,
  input.postCode,
];

export async function addAddress(db: Db, userId: string, input: AddressInput, locale: Locale): Promise<Address> {
  await checkRegion(input);
  const row = await db.tx(async (t) => {
    const first = !(await t.one(`SELECT 1 FROM user_addr WHERE user_id = $1 LIMIT 1`, [userId]));
    const makeDefault = input.commonAddr || first;
    if (makeDefault) await t.query(`UPDATE user_addr SET common_addr = false WHERE user_id = $1 AND common_addr`, [userId]);
    return t.one<AddressRow>(
      `INSERT INTO user_addr (user_id, receiver, mobile, country_code, region_code, region_name, city, area, addr, post_code, common_addr)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING ${ADDRESS_COLS}`,
      [userId, ...VALUES(input), makeDefault],
    );
  });
  return named(row!, locale);
}

export async function updateAddress(db: Db, userId: string, addrId: number, input: AddressInput, locale: Locale): Promise<Address> {
  await checkRegion(input);
  const row = await db.tx(async (t) => {
    await rowOf(t, userId, addrId);
    if (input.commonAddr)
      await t.query(`UPDATE user_addr SET common_addr = false WHERE user_id = $1 AND common_addr AND addr_id <> $2`, [userId, addrId]);
    // The old free text goes: the address now names its country and region.
    return t.one<AddressRow>(
      `UPDATE user_addr SET receiver = $3, mobile = $4, country_code = $5, region_code = $6, region_name = $7, city = $8, area = $9, addr = $10,
              post_code = $11, province = NULL, common_addr = CASE WHEN $12 THEN true ELSE common_addr END, updated_at = now()
        WHERE user_id = $1 AND addr_id = $2 RETURNING ${ADDRESS_COLS}`,
      [userId, addrId, ...VALUES(input), input.commonAddr],
    );
  });
  return named(row!, locale);
}

export async function deleteAddress(db: Db, userId: string, addrId: number): Promise<void> {
  await db.tx(async (t) => {
    const gone = await t.one<{ commonAddr: boolean }>(
      `DELETE FROM user_addr WHERE user_id = $1 AND addr_id = $2 RETURNING common_addr AS "commonAddr"`,
      [userId, addrId],
    );
    if (!gone) throw new CheckoutError('addressNotFound', RESPONSE_CODES.NOT_FOUND);
    // The newest remaining address becomes the default.
    if (gone.commonAddr) {
      await t.query(
        `UPDATE user_addr SET common_addr = true WHERE addr_id = (SELECT addr_id FROM user_addr WHERE user_id = $1 ORDER BY addr_id DESC LIMIT 1)`,
        [userId],
      );
    }
  });
}

export async function setDefaultAddress(db: Db, userId: string, addrId: number): Promise<void> {
  await db.tx(async (t) => {
    await rowOf(t, userId, addrId);
    await t.query(`UPDATE user_addr SET common_addr = false WHERE user_id = $1 AND common_addr`, [userId]);
    await t.query(`UPDATE user_addr SET common_addr = true WHERE user_id = $1 AND addr_id = $2`, [userId, addrId]);
  });
}
