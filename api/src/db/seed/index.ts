import type { ApiConfig } from '../../config';
import type { Db } from '../index';
import { seedAccounts } from './accounts';
import { seedSearchTerms } from '../../modules/catalog/search-terms';
import { seedCatalog, vacuumFreshCatalog } from './catalog';
import { seedCheckout } from './checkout';
import { seedMembership } from './membership';
import { seedShops } from './shops';
import { seedSystem } from './system';

export interface SeedOptions {
  config: ApiConfig;
  log?: (message: string) => void;
}

export interface SeedStep {
  /** The domain it seeds (system, accounts, catalog, ...). */
  name: string;
  /** Must be idempotent: it runs on every start. */
  run(db: Db, opts: SeedOptions): Promise<void>;
  /** Runs after the step's transaction committed (work a transaction cannot hold, such as VACUUM). */
  afterCommit?(db: Db, opts: SeedOptions): Promise<void>;
}

/** Run in order, each in its own transaction. Domains append their step here (one file each). */
export const seeds: SeedStep[] = [
  { name: 'system', run: seedSystem },
  { name: 'accounts', run: seedAccounts },
  { name: 'catalog', run: seedCatalog, afterCommit: vacuumFreshCatalog },
  // After the catalogue seed: freight templates for its shops, coupons, memberships.
  { name: 'checkout', run: seedCheckout },
  // After checkout's coupons: membership plans and the coupon centre.
  { name: 'membership', run: seedMembership },
  // After the catalogue seed: fills details of the shops it created.
  { name: 'shops', run: seedShops },
  // After the catalogue and its categories: the vocabulary a misspelled search is compared with.
  { name: 'search-terms', run: seedSearchTerms },
];

export async function seed(db: Db, opts: SeedOptions): Promise<void> {
  for (const step of seeds) {
    const started = Date.now();
    await db.tx(async (t) => {
      // Replicas starting at once on an empty database: one seeds, the others then find it done.
      // A large catalogue takes longer than a request's statement timeout, and so may the wait for
      // the lock behind it (the timeout is lifted first).
      await t.exec(`SET LOCAL statement_timeout = 0; SELECT pg_advisory_xact_lock(hashtext(current_schema() || ':seed'))`);
      await step.run(t, opts);
    });
    await step.afterCommit?.(db, opts);
    opts.log?.(`seed ${step.name} done in ${Date.now() - started} ms`);
  }
}
