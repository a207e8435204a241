import { RESPONSE_CODES } from '@mall/shared';
import type { addressSchema } from '@mall/shared/schemas';
import type { SavedAddress as Address } from '@mall/shared/contracts';
import type { z } from 'zod';
import type { Db } from '../../db';
import { CheckoutError } from './messages';

/** Receiving addresses (API.md /p/address), validated with the shared addressSchema. */
export type AddressInput = z.output<typeof addressSchema>;
export type { Address };

export const ADDRESS_COLS = `addr_id AS "addrId", receiver, mobile, province, city, area, addr, post_code AS "postCode", common_addr AS "commonAddr"`;
const shape = (r: Address): Address => ({ ...r, addrId: Number(r.addrId) });

export async function listAddresses(db: Db, userId: string): Promise<Address[]> {
  return (
    await db.query<Address>(`SELECT ${ADDRESS_COLS} FROM user_addr WHERE user_id = $1 ORDER BY common_addr DESC, addr_id DESC`, [userId])
  ).map(shape);
}

export async function addressOf(db: Db, userId: string, addrId: number): Promise<Address> {
  const row = await db.one<Address>(`SELECT ${ADDRESS_COLS} FROM user_addr WHERE user_id = $1 AND addr_id = $2`, [userId, addrId]);
  if (!row) throw new CheckoutError('addressNotFound', RESPONSE_CODES.NOT_FOUND);
  return shape(row);
}

export async function defaultAddress(db: Db, userId: string): Promise<Address | null> {
  const row = await db.one<Address>(
    `SELECT ${ADDRESS_COLS} FROM user_addr WHERE user_id = $1 ORDER BY common_addr DESC, addr_id DESC LIMIT 1`,
    [userId],
  );
  return row ? shape(row) : null;
}

export async function addAddress(db: Db, userId: string, input: AddressInput): Promise<Address> {
  return db.tx(async (t) => {
    const first = !(await t.one(`SELECT 1 FROM user_addr WHERE user_id = $1 LIMIT 1`, [userId]));
    const makeDefault = input.commonAddr || first;
    if (makeDefault) await t.query(`UPDATE user_addr SET common_addr = false WHERE user_id = $1 AND common_addr`, [userId]);
    const row = await t.one<Address>(
      `INSERT INTO user_addr (user_id, receiver, mobile, province, city, area, addr, post_code, common_addr)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING ${ADDRESS_COLS}`,
      [userId, input.receiver, input.mobile, input.province, input.city, input.area, input.addr, input.postCode, makeDefault],
    );
    return shape(row!);
  });
}

export async function updateAddress(db: Db, userId: string, addrId: number, input: AddressInput): Promise<Address> {
  return db.tx(async (t) => {
    await addressOf(t, userId, addrId);
    if (input.commonAddr)
      await t.query(`UPDATE user_addr SET common_addr = false WHERE user_id = $1 AND common_addr AND addr_id <> $2`, [userId, addrId]);
    const row = await t.one<Address>(
      `UPDATE user_addr SET receiver = $3, mobile = $4, province = $5, city = $6, area = $7, addr = $8, post_code = $9,
              common_addr = CASE WHEN $10 THEN true ELSE common_addr END, updated_at = now()
        WHERE user_id = $1 AND addr_id = $2 RETURNING ${ADDRESS_COLS}`,
      [userId, addrId, input.receiver, input.mobile, input.province, input.city, input.area, input.addr, input.postCode, input.commonAddr],
    );
    return shape(row!);
  });
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
    await addressOf(t, userId, addrId);
    await t.query(`UPDATE user_addr SET common_addr = false WHERE user_id = $1 AND common_addr`, [userId]);
    await t.query(`UPDATE user_addr SET common_addr = true WHERE user_id = $1 AND addr_id = $2`, [userId, addrId]);
  });
}
