import { storePasswordSchema } from '@mall/shared/schemas';
import type { StoreAccountView } from '@mall/shared/contracts';
import type { AppContext } from '../../context';
import { parse } from '../../http/envelope';
import { hashPassword } from '../accounts';
import { openLoginCipher } from '../accounts/login-cipher';
import { revokeSessionsOf } from '../accounts/sessions';
import { ModuleError } from '../../http/messages';

/**
 * Store account and password settings: a buyer whose shop application passed gets the merchant
 * console sign-in of that shop (account name by the sign-up rule, a 6-12 digit store password).
 * The password travels encrypted like /login. Changing it ends the store's console sessions.
 */
export async function storeAccount(ctx: AppContext, userId: string): Promise<StoreAccountView> {
  const row = await ctx.db.one<{ shopId: string | number | null; shopName: string | null; account: string | null }>(
    `SELECT a.shop_id AS "shopId", s.shop_name_en AS "shopName", m.user_name AS account
       FROM shop_apply a LEFT JOIN shop s ON s.shop_id = a.shop_id LEFT JOIN merchant_account m ON m.owner_user_id = a.user_id
      WHERE a.user_id = $1 AND a.status = 1`,
    [userId],
  );
  if (!row) return { eligible: false, shopId: null, shopName: null, account: null };
  return { eligible: true, shopId: row.shopId == null ? null : Number(row.shopId), shopName: row.shopName, account: row.account };
}

export async function saveStoreAccount(ctx: AppContext, userId: string, account: string, cipherText: string): Promise<StoreAccountView> {
  const current = await storeAccount(ctx, userId);
  if (!current.eligible || current.shopId == null) throw new ModuleError('userCenter', 'storeNotEligible');
  const password = parse(
    storePasswordSchema,
    await openLoginCipher(ctx.db, cipherText, ctx.config.passwordKey, `store-password:${userId}`),
  );
  const passwordHash = await hashPassword(password);
  await ctx.db.tx(async (t) => {
    const taken = await t.one(`SELECT 1 FROM merchant_account WHERE lower(user_name) = lower($1) AND owner_user_id IS DISTINCT FROM $2`, [
      account,
      userId,
    ]);
    if (taken) throw new ModuleError('userCenter', 'storeAccountTaken');
    const row = await t.one<{ id: number }>(
      `INSERT INTO merchant_account (user_name, password_hash, shop_id, owner_user_id) VALUES ($1, $2, $3, $4)
       ON CONFLICT (owner_user_id) WHERE owner_user_id IS NOT NULL
       DO UPDATE SET user_name = EXCLUDED.user_name, password_hash = EXCLUDED.password_hash, shop_id = EXCLUDED.shop_id
       RETURNING id`,
      [account, passwordHash, current.shopId, userId],
    );
    await revokeSessionsOf(t, 'merchant', String(row!.id));
  });
  return storeAccount(ctx, userId);
}
