import type { ApiConfig } from '../../config';

declare module '../../config' {
  interface ApiConfig {
    /** Demo catalogue size (env CATALOG_PRODUCTS, default 10,000; 300 when NODE_ENV=test). */
    catalogProducts?: number;
    /** Demo shops (env CATALOG_SHOPS; default one per 32 products, at least 10). */
    catalogShops?: number;
  }
}

export const DEFAULT_CATALOG_PRODUCTS = 10_000;
/** Test runs (NODE_ENV=test) default to a small catalogue so every test file stays fast. */
export const TEST_CATALOG = { products: 300, shops: 30 } as const;

function positiveInt(value: string | undefined): number | undefined {
  if (value === undefined || value === '') return undefined;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new Error(`Invalid catalogue size: ${value} (a positive integer)`);
  return n;
}

/** The seed size: config overrides first (tests), then the environment, then the default. */
export function catalogSize(config: ApiConfig, env: NodeJS.ProcessEnv = process.env): { products: number; shops: number } {
  const test = config.nodeEnv === 'test';
  const products = config.catalogProducts ?? positiveInt(env.CATALOG_PRODUCTS) ?? (test ? TEST_CATALOG.products : DEFAULT_CATALOG_PRODUCTS);
  const shops =
    config.catalogShops ?? positiveInt(env.CATALOG_SHOPS) ?? (test ? TEST_CATALOG.shops : Math.max(10, Math.ceil(products / 32)));
  return { products, shops };
}
