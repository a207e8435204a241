import type { Db } from '../index';
import type { SeedOptions } from './index';
import { DEMO_BUYERS, DEMO_MERCHANTS } from '../../modules/accounts/demo-accounts';
import { hashPassword } from '../../modules/accounts/password-hash';

export { DEMO_ACCOUNTS, formatDemoAccounts } from '../../modules/accounts/demo-accounts';

/**
 * Demo buyers and merchant logins. Inserted only when missing (a changed password or balance
 * survives restarts); hashing runs only for accounts that are not there yet.
 */
export async function seedAccounts(db: Db, _opts: SeedOptions): Promise<void> {
  const users = await db.query<{ name: string }>(`SELECT lower(user_name) AS name FROM app_user`);
  const haveUsers = new Set(users.map((u) => u.name));
  for (const b of DEMO_BUYERS) {
    if (haveUsers.has(b.userName.toLowerCase())) continue;
    await db.query(
      `INSERT INTO app_user (user_id, user_name, user_mail, nick_name, password_hash, level, growth, score, balance)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
       ON CONFLICT DO NOTHING`,
      [b.userId, b.userName, b.mail, b.nickName, await hashPassword(b.password), b.level, b.growth, b.score, b.balance],
    );
  }

  const merchants = await db.query<{ name: string }>(`SELECT lower(user_name) AS name FROM merchant_account`);
  const haveMerchants = new Set(merchants.map((m) => m.name));
  for (const m of DEMO_MERCHANTS) {
    if (haveMerchants.has(m.userName.toLowerCase())) continue;
    // shop_id stays NULL here; the shops seed links each merchant to its shop.
    await db.query(`INSERT INTO merchant_account (user_name, password_hash) VALUES ($1, $2) ON CONFLICT DO NOTHING`, [
      m.userName,
      await hashPassword(m.password),
    ]);
  }
}
